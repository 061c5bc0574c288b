/**
 * Diagnostics of a template as it is typed: every compile error the engine collects and the
 * warnings of `lint:templates` (unescaped attribute values, partials and macros defined
 * nowhere), each over its whole tag, with the nearest known names for an unknown one.
 */
import { type Diagnostic, DiagnosticSeverity } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { didYouMean, type TemplateError } from '../../engine';
import { lintSource } from '../lint-templates';
import type { TemplatePlace } from './template-place';

/** The tag an error points at: from its position to the `}` that ends it on that line. */
export function tagRange(document: TextDocument, error: TemplateError): Diagnostic['range'] {
  const start = { line: Math.max(0, (error.line ?? 1) - 1), character: Math.max(0, (error.column ?? 1) - 1) };
  const text = document.getText();
  const from = document.offsetAt(start);
  const lineEnd = text.indexOf('\n', from);
  const close = text.indexOf('}', from);
  const to = close !== -1 && (lineEnd === -1 || close < lineEnd) ? close + 1 : lineEnd === -1 ? text.length : lineEnd;
  return { start, end: document.positionAt(Math.max(to, from + 1)) };
}

function diagnostic(document: TextDocument, error: TemplateError, severity: DiagnosticSeverity): Diagnostic {
  return {
    range: tagRange(document, error),
    severity,
    source: 'json-template',
    message: `${error.message}${didYouMean(error.suggestions)}`,
  };
}

export function diagnosticsOf(document: TextDocument, place: TemplatePlace): Diagnostic[] {
  const { errors, warnings } = lintSource(document.getText(), { partials: place.partials });
  return [
    ...errors.map((error) => diagnostic(document, error, DiagnosticSeverity.Error)),
    ...warnings.map((warning) => diagnostic(document, warning, DiagnosticSeverity.Warning)),
  ];
}
