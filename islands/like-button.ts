/**
 * The like button of a post (issue 26 item 6): a toggle. Without JavaScript its form posts to
 * /likes/{id} and comes back to the post; with it, the page asks whether this visitor already
 * likes the post, each press likes or takes the like back through /api/likes/{id}, and the
 * button says which (`aria-pressed`, its count, and a status line read out as it changes).
 * Plain DOM, not an island: the button is the `like-button` formatter's markup.
 *
 * @module
 */
import { callJson } from './shared/api-call';
import type { LikeState } from '../domain';

export const LIKE_WORDS = Object.freeze({
  liked: 'You like this post.',
  unliked: 'You no longer like this post.',
  failed: 'Your like could not be saved. Please try again.',
  oneLike: 'like',
  manyLikes: 'likes',
});

type LikeWords = { -readonly [K in keyof typeof LIKE_WORDS]: string };

/** The form's words in the page's language (the `like-button` formatter's data attributes), else English. */
function wordsOf(form: HTMLFormElement): LikeWords {
  const data = form.dataset;
  return {
    liked: data.liked || LIKE_WORDS.liked,
    unliked: data.unliked || LIKE_WORDS.unliked,
    failed: data.failed || LIKE_WORDS.failed,
    oneLike: data.oneLike || LIKE_WORDS.oneLike,
    manyLikes: data.manyLikes || LIKE_WORDS.manyLikes,
  };
}

function show(button: HTMLButtonElement, state: LikeState, words: LikeWords): void {
  button.setAttribute('aria-pressed', String(state.liked));
  button.dataset.likeCount = String(state.count);
  const count = button.querySelector('.like-button__count');
  if (!count) return;
  const unit = count.querySelector('.visually-hidden');
  count.firstChild!.textContent = String(state.count);
  if (unit) unit.textContent = ` ${state.count === 1 ? words.oneLike : words.manyLikes}`;
}

export function enhanceLikeButtons(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>('form.like-form')) {
    const button = form.querySelector<HTMLButtonElement>('button.like-button');
    const id = button?.dataset.itemId;
    if (!button || !id) continue;
    const words = wordsOf(form);
    const url = `/api/likes/${encodeURIComponent(id)}`;
    const status = doc.createElement('span');
    status.className = 'like-status';
    status.setAttribute('role', 'status');
    form.append(status);
    void callJson<LikeState>('GET', url).then((answer) => {
      if (answer.ok && answer.body) show(button, answer.body, words);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      void callJson<LikeState>('POST', url, {}).then((answer) => {
        button.removeAttribute('aria-busy');
        if (!answer.ok || !answer.body) {
          status.textContent = words.failed;
          return;
        }
        show(button, answer.body, words);
        status.textContent = answer.body.liked ? words.liked : words.unliked;
      });
    });
  }
}
