import { fillWords } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import { TEST_CARDS } from './test-card';

interface PaymentFieldsProps {
  idPrefix: string;
  card: string;
  giftCard: string;
  error?: string;
  onCard(value: string): void;
  onGiftCard(value: string): void;
}

/** The card field of the test payment provider, and an optional gift card code. */
export function PaymentFields({ idPrefix, card, giftCard, error, onCard, onGiftCard }: PaymentFieldsProps) {
  const words = useShopWords();
  return (
    <fieldset className="checkout__section">
      <legend>{words.payment}</legend>
      <p className="field-description" id={`${idPrefix}-card-hint`}>
        {fillWords(words.testCardHint, { ok: TEST_CARDS.ok.number, decline: TEST_CARDS.decline.number })}
      </p>
      <div className="field">
        <label htmlFor={`${idPrefix}-card`}>{words.cardNumber}</label>
        <input
          id={`${idPrefix}-card`}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          value={card}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${idPrefix}-card-hint${error ? ` ${idPrefix}-card-error` : ''}`}
          onChange={(e) => onCard(e.target.value)}
        />
        {error && (
          <p className="field-error" id={`${idPrefix}-card-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-gift`}>{words.giftCardCode}</label>
        <input
          id={`${idPrefix}-gift`}
          autoComplete="off"
          value={giftCard}
          onChange={(e) => onGiftCard(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
