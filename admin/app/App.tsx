/**
 * The owner app: asks the server who is signed in, then shows the sign-in form or the
 * application. A call that answers 401 later (the session expired) brings the form back.
 *
 * @module
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ownerApi } from '../api/owner-api';
import { ApiCallError, failureText, onSignedOut } from '../api/owner-call';
import { Failure, Loading } from '../ui/status';
import { OwnerContext, ownerSession } from './owner-context';
import { RouterProvider } from './router';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { returnPath } from './return-path';
import type { Owner } from '../../domain';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'signedOut'; notice?: string }
  | { kind: 'signedIn'; owner: Owner };

export function App({ siteTitle }: { siteTitle: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reruns when the owner retries (attempt) or the query changes (key); it reads the rest through refs.
  useEffect(() => {
    let current = true;
    ownerApi.me().then(
      ({ owner }) => current && setState({ kind: 'signedIn', owner }),
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiCallError && (failure.status === 401 || failure.status === 403))
          setState({ kind: 'signedOut' });
        else setState({ kind: 'failed', message: failureText(failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(
    () =>
      onSignedOut(() => setState({ kind: 'signedOut', notice: 'Your session has ended. Sign in again to continue.' })),
    [],
  );

  const signOut = useCallback(async () => {
    await ownerApi.signOut().catch(() => {});
    setState({ kind: 'signedOut', notice: 'You are signed out.' });
  }, []);

  const session = useMemo(() => (state.kind === 'signedIn' ? ownerSession(state.owner) : null), [state]);

  if (state.kind === 'loading') {
    return (
      <main id="main" className="sign-in">
        <Loading>Loading the store admin…</Loading>
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main id="main" className="sign-in">
        <h1>Store admin</h1>
        <Failure
          message={state.message}
          onRetry={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      </main>
    );
  }
  if (state.kind === 'signedOut' || !session) {
    return (
      <SignIn
        siteTitle={siteTitle}
        notice={state.kind === 'signedOut' ? state.notice : undefined}
        onSignedIn={(owner) => {
          // Sent here to sign in by a page outside the app (the plan page): back to it.
          const next = returnPath(window.location.search);
          if (next) window.location.assign(next);
          else setState({ kind: 'signedIn', owner });
        }}
      />
    );
  }
  return (
    <OwnerContext.Provider value={session}>
      <RouterProvider>
        <Shell onSignOut={signOut} />
      </RouterProvider>
    </OwnerContext.Provider>
  );
}
