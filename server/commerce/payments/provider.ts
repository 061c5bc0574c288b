/**
 * What checkout needs from a payment service. The built-in test provider implements it; a
 * real one is another implementation of the same interface.
 */
export interface ChargeRequest {
  amountCents: number;
  currency: string;
  /** The token the payment form produced in the browser. */
  token: string;
  /** Our order id, so a retried charge is not taken twice by the provider. */
  orderId: string;
  description: string;
}

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Orders paid through a test provider are flagged testMode. */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives a charge back: whole when the order could not be saved after all, or `amountCents`
   * of it when the owner refunds an order (server/orders/). Rejects when refused. A refund asked
   * again with the same `idempotencyKey` (a retry after a lost answer or a stopped process) gives
   * back nothing more.
   */
  refund(chargeId: string, amountCents?: number, idempotencyKey?: string): Promise<void>;
}
