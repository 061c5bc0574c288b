/**
 * The template engine: JSON-Template as described in the language reference. Compile once,
 * render many times; errors are collected with positions, never thrown.
 *
 * @example
 *   const template = compileTemplate('Hello {name|html}!');
 *   template.render({ name: 'Ann' }).output; // 'Hello Ann!'
 *
 * @module
 */
import { environmentFor } from './compiler/environment';
import { Template } from './template';
import type { CompileOptions, CompiledTemplate, RenderOptions, RenderResult } from './types';

export type * from './types';
export { Registry } from './registry';
export { RenderMemo } from './render-memo';
export { defaultRegistry, registerFormatter, registerPredicate } from './builtins';
export { formatErrorFrame } from './errors/format-frame';
export { escapeAttr, escapeHtml, escapeText } from './formatters/escape';
export { safeUrl } from './formatters/safe-url';
export { positionAt } from './tokens/position';
export { isTruthy, toText, toNumber, toFlag, printValue, ownProperty } from './convert';

export function compileTemplate(source: string, options?: CompileOptions): CompiledTemplate {
  return new Template(source, environmentFor(options));
}

export function renderTemplate(source: string, data: unknown, options?: CompileOptions & RenderOptions): RenderResult {
  return compileTemplate(source, options).render(data, options);
}

/**
 * What the commerce formatters that print a form or a widget compute, for a site that
 * registers richer versions of them over the plain ones (storefront/ renders them as islands).
 */
export { pageHomeOf, pageWordsOf, productFormPropsOf } from './formatters/commerce/product-form-input';
export { summaryFieldText } from './formatters/commerce/summary-form-field';
export { VARIANTS_PART, QUANTITY_PART, BUTTON_PART, WHOLE_FORM } from './formatters/commerce/product-form';
export { instalmentProps, type InstalmentProps } from './formatters/commerce/instalments';
export { restockBoxProps } from './formatters/commerce/restock-notification';
export { memoByItem } from './formatters/commerce/item-memo';
export { quickViewDialogProps, type QuickViewDialogProps } from './formatters/commerce/quick-view-dialog';

/** A Scope for calling a formatter or predicate directly in a test. */
export { testScope, type TestScope, type TestScopeOptions } from './formatters/test-scope';

/** "Did you mean": nearest known names, and the sentence the command line and the overlay append. */
export { nearestNames, didYouMean } from './errors/nearest-names';
