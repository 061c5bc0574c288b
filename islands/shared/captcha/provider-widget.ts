/**
 * The client half of a third-party captcha provider (reCAPTCHA, hCaptcha): loads the
 * provider's script once, on the first page element that needs it, and draws the widget in
 * explicit-render mode with the spec's sizing (compact under 320px, theme light).
 */
import { CAPTCHA_PROVIDERS, CAPTCHA_THEME, captchaSize } from '../../../domain';
import type { CaptchaProviderInfo } from '../../../domain';

/** What islands do with a drawn widget. */
export interface CaptchaWidgetHandle {
  /** A fresh, unsolved widget (after a failed submission). */
  reset(): void;
  destroy(): void;
}

export interface CaptchaWidgetOptions {
  siteKey: string;
  /** A token once solved; undefined when it expires or is reset. */
  onToken(token: string | undefined): void;
}

/** The explicit-render API reCAPTCHA and hCaptcha share. */
interface ExplicitRenderApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  remove?(id?: string | number): void;
  ready?(callback: () => void): void;
}

const loading = new Map<string, Promise<ExplicitRenderApi>>();

function loadScript(info: CaptchaProviderInfo): Promise<ExplicitRenderApi> {
  // The page has the provider already (another widget, or the owner's own embed): use it.
  const present = (window as unknown as Record<string, ExplicitRenderApi | undefined>)[info.global];
  if (typeof present?.render === 'function') return Promise.resolve(present);
  let pending = loading.get(info.script);
  if (!pending) {
    pending = new Promise<ExplicitRenderApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = info.script;
      script.async = true;
      script.addEventListener('load', () => {
        const api = (window as unknown as Record<string, ExplicitRenderApi | undefined>)[info.global];
        if (!api) return reject(new Error(`${info.global} did not load`));
        if (api.ready) api.ready(() => resolve(api));
        else resolve(api);
      });
      script.addEventListener('error', () => reject(new Error(`${info.script} could not be loaded`)));
      document.head.append(script);
    });
    pending.catch(() => loading.delete(info.script));
    loading.set(info.script, pending);
  }
  return pending;
}

export async function mountProviderWidget(
  provider: keyof typeof CAPTCHA_PROVIDERS,
  element: HTMLElement,
  options: CaptchaWidgetOptions,
): Promise<CaptchaWidgetHandle> {
  const api = await loadScript(CAPTCHA_PROVIDERS[provider]);
  const id = api.render(element, {
    sitekey: options.siteKey,
    size: captchaSize(element.getBoundingClientRect().width || window.innerWidth),
    theme: CAPTCHA_THEME,
    callback: (token: string) => options.onToken(token),
    'expired-callback': () => options.onToken(undefined),
    'error-callback': () => options.onToken(undefined),
  });
  return {
    reset: () => {
      api.reset(id);
      options.onToken(undefined);
    },
    destroy: () => api.remove?.(id),
  };
}
