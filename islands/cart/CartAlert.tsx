import { useShopWords } from '../shared/shop-words';

export interface CartProblem {
  title: string;
  message: string;
}

/** A cart failure: what failed, then why; announced to screen readers as it appears. */
export function CartAlert({ problem, onDismiss }: { problem: CartProblem | null; onDismiss?: () => void }) {
  const words = useShopWords();
  return (
    <div className="cart-alert" role="alert">
      {problem && (
        <>
          <strong className="cart-alert__title">{problem.title}</strong>{' '}
          <span className="cart-alert__message">{problem.message}</span>
          {onDismiss && (
            <button type="button" className="cart-alert__close" onClick={onDismiss} aria-label={words.dismiss}>
              ×
            </button>
          )}
        </>
      )}
    </div>
  );
}
