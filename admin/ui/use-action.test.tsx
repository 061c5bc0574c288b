// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError, failureText } from '../api/owner-call';
import { useAction } from './use-action';

afterEach(cleanup);

/** A call the test answers when it likes. */
function pending() {
  let answer!: () => void;
  let refuse!: (failure: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

describe('useAction', () => {
  it('holds the controls while the work runs, clears the last failure, and says what was done', async () => {
    const { result } = renderHook(() => useAction());
    act(() => result.current.setError('Give the form a name.'));
    const call = pending();
    let went: Promise<boolean> | undefined;
    act(() => {
      went = result.current.run(async () => {
        await call.promise;
        return 'Saved.';
      });
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.outcome).toBeUndefined();
    await act(async () => call.answer());
    expect(await went).toBe(true);
    expect(result.current.busy).toBe(false);
    expect(result.current.outcome).toEqual({ text: 'Saved.', error: false });
    expect(result.current.error).toBeUndefined();
  });

  it('answers a failure in words with the fields it names, and lets the controls go', async () => {
    const { result } = renderHook(() => useAction());
    let went: boolean | undefined;
    await act(async () => {
      went = await result.current.run(async () => {
        throw new ApiCallError(400, 'Check the name.', { name: 'Too long.' });
      });
    });
    expect(went).toBe(false);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBe('Check the name.');
    expect(result.current.fieldErrors).toEqual({ name: 'Too long.' });
    await act(async () => {
      await result.current.run(async () => {
        throw new TypeError('not JSON');
      });
    });
    expect(result.current.error).toBe(failureText(new TypeError('not JSON')));
    expect(result.current.fieldErrors).toEqual({});
  });

  it('keeps the controls held after a success that leaves the screen, and takes a screen’s own words for a failure', async () => {
    const { result } = renderHook(() => useAction());
    await act(async () => {
      await result.current.run(async () => {}, { leaves: true });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      await result.current.run(
        async () => {
          throw new ApiCallError(409, 'Stale.');
        },
        { leaves: true, explain: (failure) => (failure instanceof ApiCallError ? undefined : 'Other.') },
      );
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.outcome).toBeUndefined();
  });

  it('lets a check name a field and clear the outcome without a call', () => {
    const { result } = renderHook(() => useAction());
    const setOutcome = result.current.setOutcome;
    act(() => result.current.setOutcome(undefined, { amountCents: 'Enter an amount.' }));
    act(() => result.current.setOutcome({ text: 'Pick a colour.', error: true }));
    expect(result.current.fieldErrors).toEqual({ amountCents: 'Enter an amount.' });
    expect(result.current.error).toBe('Pick a colour.');
    expect(result.current.setOutcome).toBe(setOutcome);
  });
});
