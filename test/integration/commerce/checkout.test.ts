import { describe, expect, it } from 'vitest';
import { giftCardBalance } from '../../../server/commerce/gift-card-store';
import { countOrders, findOrder } from '../../../server/orders/order-store';
import { orderDetail } from '../../../server/orders/owner-orders';
import { testDatabases } from '../../../server/db/test-databases';
import { openCommerceApp, stockOf, type Visitor } from './commerce-app';
import { suiteApp } from '../helpers/suite-app';
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

const CHECKOUT = '/api/commerce/checkout';
const ORDER = { email: 'ana@example.com', shippingAddress: ADDRESS, paymentToken: 'tok_test_ok' };

describe.each(testDatabases())('checkout on $name', ({ open }) => {
  const shop = suiteApp(open, openCommerceApp);

  const cartRow = async (id: string) =>
    (
      await shop.db.query<{ is_purchased: boolean; order_id: string | null }>(
        'select is_purchased, order_id from carts where website_id = $1 and id = $2',
        [shop.shopId, id],
      )
    )[0];

  /** A checkout of `ebooks` e-books ($9.00 each), paid first with the gift card `code`. */
  const buyEbooksWithGiftCard = async (code: string, ebooks: number) => {
    const visitor = shop.visitor();
    await visitor.add('prod-ebook', null, ebooks);
    return visitor.post(CHECKOUT, { email: 'a@example.com', paymentToken: 'tok_test_ok', giftCardCode: code });
  };

  it('places an order: totals recomputed, stock taken, cart purchased with its orderId, cookies cleared', async () => {
    const visitor = shop.visitor();
    const before = await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP');
    await visitor.add('prod-lamp', null, 2);
    const cart = (await visitor.add('prod-ebook')).body.shoppingCart;
    const answer = await visitor.post(CHECKOUT, { ...ORDER, shippingOptionId: 'ship-flat', couponCodes: ['five'] });
    expect(answer.status).toBe(200);
    const subtotal = 4000 + 900;
    const tax = Math.round(((subtotal - 500) * 8) / 100);
    expect(answer.body).toEqual({
      id: expect.any(String),
      orderNumber: expect.any(Number),
      purchasedCartId: cart.id,
      testMode: true,
      websiteId: shop.shopId,
      items: [
        { sku: 'LAMP', productName: 'Camp Lamp', quantity: 2, unitPrice: 2000 },
        { sku: 'EBOOK', productName: 'Trail Guide (PDF)', quantity: 1, unitPrice: 900 },
      ],
      grandTotal: subtotal - 500 + 500 + tax,
      shippingTotal: 500,
      taxTotal: tax,
      subtotal,
      discountTotal: 500,
      giftCardTotal: 0,
      amountCharged: subtotal + tax,
      currency: 'USD',
      email: 'ana@example.com',
      isSubscription: false,
      giftCards: [],
    });
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(before - 2);
    expect(await cartRow(cart.id)).toEqual({ is_purchased: true, order_id: answer.body.id });
    expect(visitor.cookies.has('cart')).toBe(false);
    expect(visitor.cookies.has('has-cart')).toBe(false);
    expect((await visitor.get('/api/commerce/shopping-cart')).body.entries).toEqual([]);
    await shop.db.query('update stock set qty_in_stock = 5 where website_id = $1 and sku = $2', [shop.shopId, 'LAMP']);
  });

  it('numbers orders 1001, 1002, … per site, one after another', async () => {
    const numbers: number[] = [];
    for (let n = 0; n < 3; n++) {
      const visitor = shop.visitor();
      await visitor.add('prod-lamp');
      const answer = await visitor.post(CHECKOUT, ORDER);
      expect(answer.status).toBe(200);
      numbers.push(answer.body.orderNumber);
    }
    expect(numbers[0]).toBeGreaterThanOrEqual(1001);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    const stored = await shop.db.query<{ order_number: number }>(
      'select order_number from orders where website_id = $1 order by order_number',
      [shop.shopId],
    );
    expect(stored[0]!.order_number).toBe(1001);
    await shop.db.query('update stock set qty_in_stock = 5 where website_id = $1 and sku = $2', [shop.shopId, 'LAMP']);
  });

  it('refuses to check out twice, an empty cart, and a missing shipping address', async () => {
    const visitor = shop.visitor();
    expect(await visitor.post(CHECKOUT, ORDER)).toMatchObject({
      status: 422,
      body: { error: 'You have nothing in your shopping cart.' },
    });
    await visitor.add('prod-lamp');
    const token = visitor.cookies.get('cart') ?? '';
    expect(await visitor.post(CHECKOUT, { ...ORDER, shippingAddress: null })).toMatchObject({
      status: 400,
      body: { fieldErrors: { shippingAddress: 'A shipping address is required.' } },
    });
    expect(
      (await visitor.post(CHECKOUT, { ...ORDER, shippingAddress: { ...ADDRESS, city: '' } })).body.fieldErrors,
    ).toEqual({ 'shippingAddress.city': 'A city is required.' });
    expect((await visitor.post(CHECKOUT, ORDER)).status).toBe(200);
    visitor.cookies.set('cart', token);
    expect(await visitor.post(CHECKOUT, ORDER)).toMatchObject({
      status: 409,
      body: { error: 'This cart has already been checked out. Please reload the page.' },
    });
    await shop.db.query('update stock set qty_in_stock = 5 where website_id = $1 and sku = $2', [shop.shopId, 'LAMP']);
  });

  it('needs the minimum order subtotal, in the words of spec §8', async () => {
    const visitor = shop.visitor();
    await visitor.add('prod-ebook');
    expect(await visitor.post(CHECKOUT, { email: 'a@example.com', paymentToken: 'tok_test_ok' })).toMatchObject({
      status: 422,
      body: { error: 'To check out, your order subtotal must be $10.00 or more.' },
    });
  });

  it('leaves stock, cart and orders untouched when the payment is declined', async () => {
    const visitor = shop.visitor();
    const cart = (await visitor.add('prod-lamp')).body.shoppingCart;
    const [stock, orders] = [
      await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP'),
      await countOrders(shop.db, shop.shopId),
    ];
    expect(await visitor.post(CHECKOUT, { ...ORDER, paymentToken: 'tok_test_decline' })).toMatchObject({
      status: 402,
      body: { error: 'Your card was declined. Please use another card.' },
    });
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(stock);
    expect(await countOrders(shop.db, shop.shopId)).toBe(orders);
    expect(await cartRow(cart.id)).toEqual({ is_purchased: false, order_id: null });
    expect((await visitor.post(CHECKOUT, { ...ORDER, paymentToken: 'tok_unknown' })).body.error).toBe(
      'This payment could not be processed. Please enter your card details again.',
    );
  });

  it('rolls the whole order back when one line is short, and refuses an invalid coupon', async () => {
    const visitor = shop.visitor();
    await visitor.add('prod-lamp');
    await visitor.add('prod-shirt', 'SHIRT-M', 2);
    expect((await visitor.post(CHECKOUT, { ...ORDER, couponCodes: ['NOPE'] })).body).toEqual({
      error: 'This coupon code is not valid.',
    });
    expect((await visitor.post(CHECKOUT, { ...ORDER, couponCodes: ['OLD'] })).body).toEqual({
      error: 'This coupon has expired.',
    });
    await shop.db.query('update stock set qty_in_stock = 1 where website_id = $1 and sku = $2', [
      shop.shopId,
      'SHIRT-M',
    ]);
    const lamp = await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP');
    expect(await visitor.post(CHECKOUT, ORDER)).toMatchObject({
      status: 409,
      body: { error: 'Sorry, we do not have enough of that item available.' },
    });
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(lamp);
    expect(await stockOf(shop.db, shop.shopId, 'prod-shirt', 'SHIRT-M')).toBe(1);
  });

  it('issues a gift card code that pays part of a later order and never goes negative', async () => {
    const buyer = shop.visitor();
    await buyer.add('prod-gift', 'GIFT-25');
    const bought = await buyer.post(CHECKOUT, { email: 'gift@example.com', paymentToken: 'tok_test_ok' });
    expect(bought.status).toBe(200);
    const [card] = bought.body.giftCards;
    expect(card).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/), amountCents: 2500 });
    expect(await giftCardBalance(shop.db, shop.shopId, card.code)).toBe(2500);

    const spender = shop.visitor();
    await spender.add('prod-ebook', null, 2);
    const small = await spender.post(CHECKOUT, {
      email: 'a@example.com',
      paymentToken: 'tok_test_ok',
      giftCardCode: card.code.toLowerCase().replaceAll('-', ' '),
    });
    expect(small.body).toMatchObject({ grandTotal: 1800, giftCardTotal: 1800, amountCharged: 0 });
    expect(await giftCardBalance(shop.db, shop.shopId, card.code)).toBe(700);

    const rest = await buyEbooksWithGiftCard(card.code, 3);
    expect(rest.body).toMatchObject({ grandTotal: 2700, giftCardTotal: 700, amountCharged: 2000 });
    expect(await findOrder(shop.db, shop.shopId, rest.body.id)).toMatchObject({
      giftCardCents: 700,
      chargedCents: 2000,
    });
    expect(await giftCardBalance(shop.db, shop.shopId, card.code)).toBe(0);

    const late = shop.visitor();
    await late.add('prod-ebook', null, 2);
    expect(
      (await late.post(CHECKOUT, { email: 'a@example.com', paymentToken: 'tok_test_ok', giftCardCode: card.code }))
        .body,
    ).toEqual({ error: 'This gift card has no balance left.' });
    expect(
      (
        await late.post(CHECKOUT, {
          email: 'a@example.com',
          paymentToken: 'tok_test_ok',
          giftCardCode: 'AAAA-BBBB-CCCC-DDDD',
        })
      ).body,
    ).toEqual({
      error: 'This gift card code is not valid.',
    });
  });

  it("records which gift card paid how much, for the owner's order detail, never another site's", async () => {
    const buyer = shop.visitor();
    await buyer.add('prod-gift', 'GIFT-25');
    const [card] = (await buyer.post(CHECKOUT, { email: 'gift@example.com', paymentToken: 'tok_test_ok' })).body
      .giftCards;

    const paid = await buyEbooksWithGiftCard(card.code, 3);
    expect(paid.body).toMatchObject({ grandTotal: 2700, giftCardTotal: 2500, amountCharged: 200 });
    const paymentRows = () =>
      shop.db.query<{ website_id: string; code: string; cents: number }>(
        'select website_id, code, cents from order_gift_card_payments where order_id = $1 order by website_id',
        [paid.body.id],
      );
    expect((await paymentRows()).map((r) => ({ ...r, cents: Number(r.cents) }))).toEqual([
      { website_id: shop.shopId, code: card.code, cents: 2500 },
    ]);

    // Another site holding an order with the same id, paid by a card of its own.
    await shop.db.query(
      `insert into orders (website_id, id, cart_id, email, currency, subtotal_cents, discount_cents, shipping_cents,
         tax_cents, grand_total_cents, gift_card_cents, charged_cents, payment_provider, test_mode, order_number)
       select $2, id, cart_id, email, currency, subtotal_cents, discount_cents, shipping_cents, tax_cents,
         grand_total_cents, gift_card_cents, charged_cents, payment_provider, test_mode, order_number
       from orders where website_id = $1 and id = $3`,
      [shop.shopId, shop.otherId, paid.body.id],
    );
    await shop.db.query(
      `insert into gift_cards (website_id, code, initial_cents, balance_cents, currency, order_id)
       values ($1, 'OTHR-OTHR-OTHR-ZZZZ', 5000, 0, 'USD', 'elsewhere')`,
      [shop.otherId],
    );
    await shop.db.query(
      `insert into order_gift_card_payments (website_id, order_id, code, cents) values ($1, $2, 'OTHR-OTHR-OTHR-ZZZZ', 5000)`,
      [shop.otherId, paid.body.id],
    );

    // Named by their codes' endings: the owner's side never reads a whole code.
    expect((await orderDetail(shop.db, shop.shopId, paid.body.orderNumber))?.giftCardPayments).toEqual([
      { codeEnding: `…${card.code.slice(-4)}`, cents: 2500 },
    ]);
    expect((await orderDetail(shop.db, shop.otherId, paid.body.orderNumber))?.giftCardPayments).toEqual([
      { codeEnding: '…ZZZZ', cents: 5000 },
    ]);
    // An order no gift card paid lists none.
    expect((await orderDetail(shop.db, shop.shopId, paid.body.orderNumber - 1))?.giftCardPayments).toEqual([]);
  });

  it('checks out a subscription cart by its token as a subscription order, leaving the regular cart', async () => {
    const visitor: Visitor = shop.visitor();
    await visitor.add('prod-lamp');
    const { cartToken } = (
      await visitor.post('/api/3/commerce/cart/subscription', {
        itemId: 'prod-coffee',
        sku: null,
        qty: 1,
        additionalFields: null,
      })
    ).body;
    const order = await visitor.post(CHECKOUT, { ...ORDER, cartToken });
    expect(order.body).toMatchObject({
      isSubscription: true,
      items: [{ sku: 'COFFEE', productName: 'Coffee Club', quantity: 1, unitPrice: 1800 }],
    });
    expect(await findOrder(shop.db, shop.shopId, order.body.id)).toMatchObject({ isSubscription: true });
    expect(
      (await visitor.get('/api/commerce/shopping-cart')).body.entries.map((e: { itemId: string }) => e.itemId),
    ).toEqual(['prod-lamp']);
  });
});
