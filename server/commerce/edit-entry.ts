/**
 * Changing a cart entry: quantity (0 removes; a stale `seq` is ignored), removal, and the
 * additional fields (spec §7 PUT …/additionalFields). Each runs in one transaction holding
 * the cart's row lock, with stock checked against the database, and the additional fields'
 * answers against the product's add-on form.
 */
import { HttpError } from '../http-error';
import { assertAddOnAnswers } from './add-on-form';
import { deleteEntry, listEntries, setEntryFields, setEntryQuantity, upsertEntry, type EntryRow } from './cart-store';
import { answerCart, requireCart, type CartResult } from './cart-access';
import { entryJson, priceEntries } from './cart-json';
import { chooseItem, fieldsKey } from './choose-item';
import { COMMERCE_MESSAGES } from './messages';
import { assertStock } from './stock-check';
import type { Database } from '../db';
import type { Site } from '../sites/types';
import type { CartEntry } from '../../domain';

function findEntry(entries: readonly EntryRow[], entryId: string): EntryRow {
  const entry = entries.find((e) => e.id === entryId);
  if (!entry) throw new HttpError(404, COMMERCE_MESSAGES.unknownEntry);
  return entry;
}

/** An edit whose `seq` is lower than the last applied one answers the cart unchanged. */
export async function changeQuantity(
  db: Database,
  site: Site,
  token: string | undefined,
  entryId: string,
  quantity: number,
  seq: number | null,
): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, site, token);
    const entries = await listEntries(tx, site.id, cart.id);
    const entry = findEntry(entries, entryId);
    const stale = seq !== null && entry.lastSeq !== null && seq < entry.lastSeq;
    if (quantity > 0 && !stale) {
      const { product, variant } = chooseItem(site, entry.itemId, entry.sku);
      await assertStock(tx, site.id, product, variant, entries, quantity, entry.id);
    }
    if (!stale) await setEntryQuantity(tx, site.id, cart.id, entry.id, quantity, seq);
    return answerCart(tx, site, cart);
  });
}

export async function removeEntry(
  db: Database,
  site: Site,
  token: string | undefined,
  entryId: string,
): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, site, token);
    if (!(await deleteEntry(tx, site.id, cart.id, entryId))) throw new HttpError(404, COMMERCE_MESSAGES.unknownEntry);
    return answerCart(tx, site, cart);
  });
}

export interface UpdateFieldsInput {
  itemId: string;
  sku: string | null;
  additionalFields: Record<string, unknown> | null;
}

/** New fields equal to another entry's of the same variant merge the two entries. */
export async function updateFields(
  db: Database,
  site: Site,
  token: string | undefined,
  entryId: string,
  input: UpdateFieldsInput,
): Promise<CartResult & { updatedEntry: CartEntry }> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, site, token);
    const entries = await listEntries(tx, site.id, cart.id);
    const entry = findEntry(entries, entryId);
    if (entry.itemId !== input.itemId || (input.sku !== null && entry.sku !== input.sku))
      throw new HttpError(404, COMMERCE_MESSAGES.unknownEntry);
    // The answers the edit dialog checks, checked again: a bad one is refused naming its field.
    assertAddOnAnswers(site, entry.itemId, input.additionalFields ?? null);
    const key = fieldsKey(input.additionalFields);
    const twin = entries.find(
      (e) => e.id !== entry.id && e.itemId === entry.itemId && e.sku === entry.sku && e.fieldsKey === key,
    );
    let updated: EntryRow;
    if (twin) {
      await deleteEntry(tx, site.id, cart.id, entry.id);
      updated = await upsertEntry(tx, site.id, cart.id, {
        itemId: entry.itemId,
        sku: entry.sku,
        quantity: entry.quantity,
        fieldsKey: key,
      });
    } else {
      await setEntryFields(tx, site.id, cart.id, entry.id, key);
      updated = { ...entry, fieldsKey: key };
    }
    const result = await answerCart(tx, site, cart);
    const updatedEntry = priceEntries(site, [updated]).map((line) => entryJson(line, site))[0];
    if (!updatedEntry) throw new HttpError(404, COMMERCE_MESSAGES.unknownItem);
    return { ...result, updatedEntry };
  });
}
