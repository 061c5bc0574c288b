import { useEffect, useRef } from 'react';
import { LocalChallenge } from './LocalChallenge';
import { mountProviderWidget } from './provider-widget';
import type { CaptchaConfig, CaptchaWords } from '../../../domain';
import type { CaptchaWidgetHandle } from './provider-widget';

export interface CaptchaProps {
  config: CaptchaConfig;
  /** Changes when the widget must start over (after a failed submission). */
  round: number;
  onToken(token: string | undefined): void;
  /** The page language's texts for the built-in challenge (issue 25); English without. */
  words?: CaptchaWords;
}

/**
 * One captcha widget, whichever the provider: the built-in local challenge, or a third-party
 * widget drawn into an empty element once the page is live (the server renders it empty).
 */
export function Captcha({ config, round, onToken, words }: CaptchaProps) {
  if (config.provider === 'local') return <LocalChallenge round={round} onToken={onToken} words={words} />;
  return <ProviderCaptcha config={config} round={round} onToken={onToken} />;
}

function ProviderCaptcha({ config, round, onToken }: CaptchaProps) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<CaptchaWidgetHandle>(undefined);
  const token = useRef(onToken);
  token.current = onToken;

  useEffect(() => {
    let live = true;
    if (config.provider === 'local' || !element.current) return;
    mountProviderWidget(config.provider, element.current, {
      siteKey: config.siteKey,
      onToken: (t) => token.current(t),
    }).then(
      (mounted) => (live ? (handle.current = mounted) : mounted.destroy()),
      () => token.current(undefined),
    );
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = undefined;
    };
  }, [config.provider, config.siteKey]);

  const first = useRef(round);
  useEffect(() => {
    if (round !== first.current) handle.current?.reset();
  }, [round]);

  return <div className="captcha-widget" ref={element} data-provider={config.provider} />;
}
