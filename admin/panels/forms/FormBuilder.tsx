/**
 * The form builder (issue 25): a form's fields (the build fieldset: add one of every type,
 * reorder, remove, edit exactly its type's properties), then its storage, advanced, captcha and
 * disclaimer settings, beside the live preview of the page showing it. It is one of the content
 * editors: the shared document editor (use-form-editor.ts on admin/editor's useDocumentEditor)
 * owns loading, the revision, unsaved changes, saving (409: someone else saved, Reload),
 * publishing, the revisions and the leave guard; its EditorBar, RevisionList and LivePreview
 * show them.
 *
 * A field keeps its id for life and a new one gets a fresh id, so stored answers are never read
 * as another field's (the server keeps each submission's field titles as they were).
 *
 * @module
 */
import { useId, useMemo, useState } from 'react';
import { FORM_FIELD_TYPES, FORM_FIELD_TYPE_LABELS } from '../../../domain';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { EditorBar, RevisionList } from '../../editor';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { FieldList } from './FieldList';
import { FieldProperties } from './FieldProperties';
import { FormPreview } from './FormPreview';
import { FormSettings } from './FormSettings';
import { cleaned, fieldErrorsOf, newField, settingErrorsOf } from './form-document';
import { useFormEditor } from './use-form-editor';
import type { FormDocument, FormFieldType } from '../../../domain';

export function FormBuilder({ formKey }: { formKey: string }) {
  const { owner, can } = useOwner();
  const editable = can('content.write');
  const editor = useFormEditor(formKey);
  const form = editor.body;
  const [selectedId, setSelectedId] = useState<string>();
  const [addType, setAddType] = useState<FormFieldType>('text');
  const id = useId();
  // One object per change of the form, so the preview asks again only when the form changed.
  const previewed = useMemo(() => form && cleaned(form), [form]);

  if (editor.loadError) return <Failure message={editor.loadError} onRetry={editor.reload} />;
  if (!form || !previewed) return <Loading>Loading the form…</Loading>;

  const change = (update: (form: FormDocument) => FormDocument) => editor.setBody(update);
  const errors = editor.fieldErrors;
  const selectedIndex = form.fields.findIndex((f) => f.id === selectedId);
  const selected = form.fields[selectedIndex];
  const disabled = !editable || editor.saving || editor.conflict;

  return (
    <section className="panel form-builder">
      <p className="back">
        <Link to={configPath('forms')}>All forms</Link>
      </p>
      <PanelHeading title={`Edit ${form.name}`}>Edit form: {form.name}</PanelHeading>
      {editable && <EditorBar editor={editor} canPublish={can('content.publish')} />}
      <div className="form-builder__layout">
        <form
          className="form-builder__editor"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (editor.dirty && !disabled) void editor.save();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-name`}>Form name</label>
            <input
              id={`${id}-name`}
              value={form.name}
              maxLength={200}
              disabled={disabled}
              onChange={(e) => {
                const name = e.target.value;
                change((f) => ({ ...f, name }));
              }}
            />
            {errors['body.name'] && <p className="field__error">{errors['body.name']}</p>}
          </div>

          <fieldset className="form-settings" disabled={disabled}>
            <legend>Build</legend>
            <FieldList
              fields={form.fields}
              selectedId={selectedId}
              disabled={disabled}
              onSelect={setSelectedId}
              onChange={(fields) => change((f) => ({ ...f, fields }))}
            />
            <div className="form-builder__add">
              <label htmlFor={`${id}-type`}>Field type</label>
              <select id={`${id}-type`} value={addType} onChange={(e) => setAddType(e.target.value as FormFieldType)}>
                {FORM_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {FORM_FIELD_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => {
                  const field = newField(addType);
                  change((f) => ({ ...f, fields: [...f.fields, field] }));
                  setSelectedId(field.id);
                }}
              >
                Add field
              </button>
            </div>
            {errors['body.fields'] && <p className="field__error">{errors['body.fields']}</p>}
            {selected && (
              <FieldProperties
                field={selected}
                vanillaFormHandler={owner.site.vanillaFormHandler}
                errors={fieldErrorsOf(errors, selectedIndex)}
                disabled={disabled}
                onChange={(field) =>
                  change((f) => ({ ...f, fields: f.fields.map((old) => (old.id === field.id ? field : old)) }))
                }
              />
            )}
          </fieldset>

          <FormSettings
            form={form}
            errors={settingErrorsOf(errors)}
            disabled={disabled}
            onChange={(settings) => change((f) => ({ ...f, ...settings }))}
          />
          <p className="form-builder__actions">
            <Link to={configPath('forms', form.id)}>Submissions</Link>
          </p>
          <RevisionList editor={editor} />
        </form>
        <FormPreview formKey={formKey} form={previewed} />
      </div>
    </section>
  );
}
