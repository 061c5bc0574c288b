import { describe, expect, it } from 'vitest';
import { testScope } from '../../formatters/test-scope';
import {
  clickable,
  collection,
  collectionPage,
  collectionTemplatePage,
  collectionTypeNameEquals,
  folder,
  index,
  redirect,
} from './collection';

const scope = testScope();

describe('collection predicates', () => {
  it('collection? needs a non-empty collection', () => {
    expect(collection({ collection: { a: 1 } }, [], scope)).toBe(true);
    expect(collection({ collection: {} }, [], scope)).toBe(false);
    expect(collection({}, [], scope)).toBe(false);
    expect(collection(undefined, [], scope)).toBe(false);
  });

  it('collection-page? is collection type 10', () => {
    expect(collectionPage({ collection: { type: '10' } }, [], scope)).toBe(true);
    expect(collectionPage({ type: 10 }, [], scope)).toBe(false);
  });

  it('collection-template-page? is type 7 of the collection, else of the node', () => {
    expect(collectionTemplatePage({ type: 7 }, [], scope)).toBe(true);
    expect(collectionTemplatePage({ collection: { type: 7 } }, [], scope)).toBe(true);
    expect(collectionTemplatePage({ collection: { type: 1 }, type: 7 }, [], scope)).toBe(false);
    expect(collectionTemplatePage({ collection: null, type: 7 }, [], scope)).toBe(false);
    expect(collectionTemplatePage({ collection: {}, type: 7 }, [], scope)).toBe(false);
  });

  it('collectionTypeNameEquals? compares the context type name as text', () => {
    const named = (typeName: unknown) => testScope({ frames: [{ typeName }, {}] });
    expect(collectionTypeNameEquals({}, ['products'], named('products'))).toBe(true);
    expect(collectionTypeNameEquals({}, ['5'], named(5))).toBe(true);
    expect(collectionTypeNameEquals({}, ['a', 'b'], named('a'))).toBe(true);
    expect(collectionTypeNameEquals({}, [], named(''))).toBe(false);
    expect(collectionTypeNameEquals({}, [''], scope)).toBe(true);
    expect(collectionTypeNameEquals({}, ['blog'], named('products'))).toBe(false);
  });

  it('folder? and index? read the collection folder', () => {
    expect(folder({ collection: { folder: true } }, [], scope)).toBe(true);
    expect(folder({ folder: true }, [], scope)).toBe(false);
    expect(index({ collection: { folder: 1, folderBehavior: 1 } }, [], scope)).toBe(true);
    expect(index({ collection: { folder: true, folderBehavior: '1' } }, [], scope)).toBe(false);
    expect(index({ collection: { folder: false, folderBehavior: 1 } }, [], scope)).toBe(false);
    expect(index({ collection: [1] }, [], scope)).toBe(false);
    expect(index({ collection: null }, [], scope)).toBe(false);
  });

  it('clickable? accepts a missing, index or redirect context behaviour', () => {
    const behaving = (folderBehavior: unknown) => testScope({ frames: [{ folderBehavior }, {}] });
    expect(clickable({}, [], scope)).toBe(true);
    expect(clickable({}, [], behaving(1))).toBe(true);
    expect(clickable({}, [], behaving('2'))).toBe(true);
    expect(clickable({}, [], behaving(3))).toBe(false);
    expect(clickable({}, [], behaving(null))).toBe(false);
    expect(clickable({}, [], behaving('x'))).toBe(false);
  });

  it('redirect? is folder behaviour 2 on the node', () => {
    expect(redirect({ folderBehavior: '2' }, [], scope)).toBe(true);
    expect(redirect({ folderBehavior: 1 }, [], scope)).toBe(false);
    expect(redirect({}, [], testScope({ frames: [{ folderBehavior: 2 }, {}] }))).toBe(false);
  });
});
