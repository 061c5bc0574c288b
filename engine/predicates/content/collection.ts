/** Predicates about the collection of a page: kind, folder behaviour, type name (§12.6). */
import { COLLECTION_TYPES, FOLDER_BEHAVIORS } from '../../../domain';
import { isTruthy, propertyPath, toNumber, toText } from '../../convert';
import type { ArgumentRule, Predicate } from '../../types';

const collectionOf = (node: unknown) => propertyPath(node, 'collection');

export const collection: Predicate = (node) => isTruthy(collectionOf(node));

export const collectionPage: Predicate = (node) =>
  toNumber(propertyPath(collectionOf(node), 'type')) === COLLECTION_TYPES.page;

/** The collection's type, or the node's own type when it has no collection. */
export const collectionTemplatePage: Predicate = (node) => {
  const own = collectionOf(node);
  const type = own === undefined ? propertyPath(node, 'type') : propertyPath(own, 'type');
  return toNumber(type) === COLLECTION_TYPES['template-page'];
};

/** `collectionTypeNameEquals? NAME`: context `typeName` reads exactly NAME. */
export const collectionTypeNameEquals: Predicate = (_node, args, scope) =>
  args.length > 0 && toText(scope.resolve('typeName')) === args[0];

export const folder: Predicate = (node) => isTruthy(propertyPath(collectionOf(node), 'folder'));

/** A folder whose behaviour is the number 1 (index), not merely text that reads 1. */
export const index: Predicate = (node) => {
  const own = collectionOf(node);
  return (
    typeof own === 'object' &&
    isTruthy(propertyPath(own, 'folder')) &&
    propertyPath(own, 'folderBehavior') === FOLDER_BEHAVIORS.index
  );
};

/** Context `folderBehavior` missing, index or redirect: the navigation entry leads somewhere. */
export const clickable: Predicate = (_node, _args, scope) => {
  const behavior = scope.resolve('folderBehavior');
  if (behavior === undefined) return true;
  const code = toNumber(behavior);
  return code === FOLDER_BEHAVIORS.index || code === FOLDER_BEHAVIORS.redirect;
};

export const redirect: Predicate = (node) =>
  toNumber(propertyPath(node, 'folderBehavior')) === FOLDER_BEHAVIORS.redirect;

/** Without a NAME the type name is never matched; a second one is never read. */
export const collectionArguments: Record<string, ArgumentRule> = {
  'collectionTypeNameEquals?': { minArgs: 1, maxArgs: 1 },
};
