/**
 * Address completion on a text input (issue 16), as a WAI-ARIA combobox with a list popup: the
 * input is the combobox, the predictions a listbox beside it, the highlighted one named by
 * `aria-activedescendant`, the count said in a polite status. Up and Down move, Enter picks,
 * Escape closes; a click picks too. The picked place's details are asked for with the tracking
 * context and handed to `onPick`, which fills the other fields.
 *
 * Plain DOM, no React: it serves checkout (a React island, which gives it an empty container it
 * never renders into) and the server-rendered address field of forms alike. When the site has
 * no address service (503) it steps aside for the rest of the page and the input stays a plain
 * input.
 */
import {
  PLACES_MIN_INPUT,
  PLACES_PATHS,
  type PlaceDetails,
  type PlaceFound,
  type PlacePrediction,
  type PlacePredictions,
  type PlacesTrackingContext,
} from '../../domain';
import { callJson } from './api-call';

export interface AddressCompleterOptions extends PlacesTrackingContext {
  input: HTMLInputElement;
  /** Where the listbox and the status go (the completer owns its content). */
  container: HTMLElement;
  onPick(place: PlaceDetails): void;
  /** The country chosen in the form, if any (ISO alpha-2): predictions stay in it. */
  country?(): string | undefined;
  /** Pause after the last keystroke before asking. @default 200 */
  delayMs?: number;
}

let sequence = 0;

function sessionToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export class AddressCompleter {
  readonly #o: AddressCompleterOptions;
  readonly #list: HTMLUListElement;
  readonly #status: HTMLElement;
  readonly #listId: string;
  #predictions: PlacePrediction[] = [];
  #active = -1;
  #asked = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #token = sessionToken();
  #off = false;
  readonly #cleanups: (() => void)[] = [];

  constructor(options: AddressCompleterOptions) {
    this.#o = options;
    const { input, container } = options;
    const doc = input.ownerDocument;
    this.#listId = `address-suggestions-${++sequence}`;
    this.#list = doc.createElement('ul');
    this.#list.id = this.#listId;
    this.#list.className = 'address-suggestions';
    this.#list.setAttribute('role', 'listbox');
    this.#list.setAttribute('aria-label', 'Address suggestions');
    this.#list.hidden = true;
    this.#status = doc.createElement('p');
    this.#status.className = 'visually-hidden';
    this.#status.setAttribute('role', 'status');
    container.append(this.#list, this.#status);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', this.#listId);
    this.#on(input, 'input', () => this.#typed());
    this.#on(input, 'keydown', (event) => this.#key(event as KeyboardEvent));
    this.#on(input, 'blur', () => this.#close());
    // A press on an option must not blur the input first (which would close the list).
    this.#on(this.#list, 'mousedown', (event) => event.preventDefault());
    this.#on(this.#list, 'click', (event) => {
      const option = (event.target as Element).closest('[role="option"]');
      if (option) void this.#pick(Number((option as HTMLElement).dataset.index));
    });
  }

  /** Removes the listbox and every listener; the input is a plain input again. */
  destroy(): void {
    clearTimeout(this.#timer);
    for (const cleanup of this.#cleanups) cleanup();
    this.#list.remove();
    this.#status.remove();
    for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'])
      this.#o.input.removeAttribute(name);
  }

  #on(target: EventTarget, type: string, listener: (event: Event) => void): void {
    target.addEventListener(type, listener);
    this.#cleanups.push(() => target.removeEventListener(type, listener));
  }

  #typed(): void {
    clearTimeout(this.#timer);
    const text = this.#o.input.value.trim();
    if (this.#off || text.length < PLACES_MIN_INPUT) return this.#close();
    this.#timer = setTimeout(() => void this.#ask(text), this.#o.delayMs ?? 200);
  }

  async #ask(text: string): Promise<void> {
    const asked = ++this.#asked;
    const country = this.#o.country?.();
    const query = new URLSearchParams({
      input: text.slice(0, 200),
      sessionToken: this.#token,
      ...(country && /^[A-Z]{2}$/.test(country) ? { country } : {}),
    });
    const answer = await callJson<PlacePredictions>('GET', `${PLACES_PATHS.autocomplete}?${query}`);
    // A later keystroke asked again: this answer is stale.
    if (asked !== this.#asked) return;
    if (answer.status === 503) return this.#stepAside();
    const predictions = answer.ok && answer.body && 'predictions' in answer.body ? answer.body.predictions : [];
    this.#show(predictions);
  }

  #show(predictions: PlacePrediction[]): void {
    this.#predictions = predictions;
    this.#active = -1;
    const doc = this.#o.input.ownerDocument;
    this.#list.replaceChildren(
      ...predictions.map((p, index) => {
        const option = doc.createElement('li');
        option.id = `${this.#listId}-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.dataset.index = String(index);
        const main = doc.createElement('span');
        main.className = 'address-suggestions__main';
        main.textContent = p.mainText;
        const rest = doc.createElement('span');
        rest.className = 'address-suggestions__rest';
        rest.textContent = p.secondaryText;
        option.append(main, ' ', rest);
        return option;
      }),
    );
    const open = predictions.length > 0 && doc.activeElement === this.#o.input;
    this.#list.hidden = !open;
    this.#o.input.setAttribute('aria-expanded', String(open));
    this.#o.input.removeAttribute('aria-activedescendant');
    this.#status.textContent =
      predictions.length === 0
        ? 'No addresses found.'
        : `${predictions.length} ${predictions.length === 1 ? 'address' : 'addresses'} found. Use the up and down arrows to choose.`;
  }

  #highlight(index: number): void {
    const options = [...this.#list.children] as HTMLElement[];
    this.#active = index;
    for (const [i, option] of options.entries()) option.setAttribute('aria-selected', String(i === index));
    const current = options[index];
    if (current) {
      this.#o.input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView?.({ block: 'nearest' });
    } else this.#o.input.removeAttribute('aria-activedescendant');
  }

  #key(event: KeyboardEvent): void {
    const open = !this.#list.hidden;
    const count = this.#predictions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      if (!open) this.#reopen();
      this.#highlight((this.#active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      if (!open) this.#reopen();
      this.#highlight(this.#active <= 0 ? count - 1 : this.#active - 1);
    } else if (event.key === 'Enter' && open && this.#active >= 0) {
      event.preventDefault();
      void this.#pick(this.#active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      this.#close();
    }
  }

  #reopen(): void {
    this.#list.hidden = false;
    this.#o.input.setAttribute('aria-expanded', 'true');
  }

  #close(): void {
    this.#list.hidden = true;
    this.#active = -1;
    this.#o.input.setAttribute('aria-expanded', 'false');
    this.#o.input.removeAttribute('aria-activedescendant');
  }

  async #pick(index: number): Promise<void> {
    const prediction = this.#predictions[index];
    if (!prediction) return;
    this.#close();
    const query = new URLSearchParams({
      placeId: prediction.placeId,
      sessionToken: this.#token,
      productPage: this.#o.productPage,
      productSection: this.#o.productSection,
    });
    // The session ends with the details call: the next search starts another.
    this.#token = sessionToken();
    const answer = await callJson<PlaceFound>('GET', `${PLACES_PATHS.details}?${query}`);
    if (answer.status === 503) return this.#stepAside();
    if (answer.ok && answer.body && 'place' in answer.body) {
      this.#o.onPick(answer.body.place);
      this.#status.textContent = `Address filled in: ${answer.body.place.formattedAddress}.`;
    }
  }

  #stepAside(): void {
    this.#off = true;
    this.#close();
    this.#o.input.removeAttribute('role');
    this.#o.input.removeAttribute('aria-autocomplete');
    this.#o.input.removeAttribute('aria-expanded');
    this.#o.input.removeAttribute('aria-controls');
  }
}
