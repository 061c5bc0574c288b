import { useEffect, useId, useRef, useState } from 'react';
import {
  CAPTCHA_WORD_KEYS,
  type CaptchaWords,
  ENGLISH_WORDS,
  fillWords,
  type LocalChallenge as Challenge,
  type LocalChallengeChecked,
  pickWords,
} from '../../../domain';
import { callJson } from '../api-call';

export const LOCAL_CHALLENGE_URL = '/api/captcha/local/challenge';
export const LOCAL_CHECK_URL = '/api/captcha/local/check';

/**
 * The built-in local captcha's widget: a sum to answer, checked by the server. A right answer
 * gives the token the form sends; a wrong one brings a new question. `round` changes when the
 * form wants a fresh challenge (after a failed submission).
 */
export function LocalChallenge({
  round,
  onToken,
  words = pickWords(ENGLISH_WORDS, CAPTCHA_WORD_KEYS),
}: {
  round: number;
  onToken(token: string | undefined): void;
  /** The page language's texts (issue 25); English without. */
  words?: CaptchaWords;
}) {
  const id = useId();
  const [challenge, setChallenge] = useState<Challenge>();
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<'loading' | 'asking' | 'checking' | 'solved' | 'unavailable'>('loading');
  const [wrong, setWrong] = useState(false);
  const [fetches, setFetches] = useState(0);
  const lastRound = useRef(round);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new challenge per round or wrong answer (fetches), not per render of the parent's onToken
  useEffect(() => {
    let current = true;
    // A new round (the form failed) starts clean; a new question after a wrong answer says so.
    if (lastRound.current !== round) {
      lastRound.current = round;
      setWrong(false);
    }
    setState('loading');
    setAnswer('');
    onToken(undefined);
    void callJson<Challenge>('GET', LOCAL_CHALLENGE_URL).then((got) => {
      if (!current) return;
      const body = got.body;
      if (!got.ok || typeof body?.challenge !== 'string') return setState('unavailable');
      setChallenge(body);
      setState((was) => (was === 'loading' ? 'asking' : was));
    });
    return () => {
      current = false;
    };
  }, [round, fetches]);

  async function check() {
    if (!challenge || !answer.trim()) return;
    setState('checking');
    setWrong(false);
    const token = `${challenge.challenge}.${answer.trim()}`;
    const got = await callJson<LocalChallengeChecked>('POST', LOCAL_CHECK_URL, { token });
    if (got.ok && got.body?.solved === true) {
      setState('solved');
      return onToken(token);
    }
    setWrong(true);
    setFetches((n) => n + 1);
  }

  if (state === 'solved') {
    return (
      <p className="local-captcha local-captcha--solved" role="status">
        {words.captchaSolved}
      </p>
    );
  }
  return (
    <fieldset className="local-captcha" data-state={state}>
      <legend>{words.captchaLabel}</legend>
      {state === 'unavailable' ? (
        <p role="alert">{words.captchaUnavailable}</p>
      ) : (
        <>
          <label htmlFor={`${id}-answer`}>{questionOf(challenge, words)}</label>
          <input
            id={`${id}-answer`}
            className="local-captcha__answer"
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={(event) => {
              // Enter checks the answer; it must not submit the form the widget sits in.
              if (event.key === 'Enter') {
                event.preventDefault();
                void check();
              }
            }}
          />
          <button
            type="button"
            className="local-captcha__check"
            disabled={!challenge || state === 'checking'}
            onClick={() => void check()}
          >
            {words.captchaCheck}
          </button>
          {wrong && <p role="alert">{words.captchaWrong}</p>}
        </>
      )}
    </fieldset>
  );
}

/** The sum asked in the page's words; the server's English question when it sent no terms. */
function questionOf(challenge: Challenge | undefined, words: CaptchaWords): string {
  if (!challenge) return '…';
  const [a, b] = challenge.terms ?? [];
  return a === undefined || b === undefined ? challenge.question : fillWords(words.captchaQuestion, { a, b });
}
