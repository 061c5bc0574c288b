/**
 * The inventory settings: the scarcity message on product pages and in product blocks, the
 * stock at or below which it shows, and whether restock notices go out by themselves when
 * stock comes back. Roles without `store.settings` see them read-only.
 *
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { failureText } from '../../api/owner-call';
import { PANEL_EVENTS, recordEvent } from '../../api/record-event';
import { useOwner } from '../../app/owner-context';
import { Dialog } from '../../ui/Dialog';
import { Failure, Loading } from '../../ui/status';
import { useAction } from '../../ui/use-action';
import type { FormEvent } from 'react';
import type { InventorySettings } from '../../../domain';

export const MAX_THRESHOLD = 1_000_000;

export function InventorySettingsDialog({ onClose }: { onClose(): void }) {
  const { can } = useOwner();
  const editable = can('store.settings');
  const [settings, setSettings] = useState<InventorySettings | undefined>();
  const [threshold, setThreshold] = useState('');
  const [loadError, setLoadError] = useState<string | undefined>();
  const { busy, error: saveError, setError: setSaveError, run } = useAction();
  const [attempt, setAttempt] = useState(0);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reruns when the owner retries (attempt) or the query changes (key); it reads the rest through refs.
  useEffect(() => {
    setLoadError(undefined);
    ownerApi.inventorySettings().then(
      (answer) => {
        setSettings(answer);
        setThreshold(String(answer.scarcityThreshold));
      },
      (failure: unknown) => setLoadError(failureText(failure)),
    );
  }, [attempt]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    const scarcityThreshold = Number(threshold);
    if (
      threshold.trim() === '' ||
      !Number.isInteger(scarcityThreshold) ||
      scarcityThreshold < 0 ||
      scarcityThreshold > MAX_THRESHOLD
    ) {
      setSaveError(`Scarcity threshold: enter a whole number from 0 to ${MAX_THRESHOLD.toLocaleString('en-US')}.`);
      return;
    }
    await run(
      async () => {
        const saved = await ownerApi.saveInventorySettings({ ...settings, scarcityThreshold });
        recordEvent(PANEL_EVENTS.inventorySettings, { action: 'save', ...saved });
        onClose();
      },
      { leaves: true },
    );
  };

  const toggle = (field: 'scarcityOnProductPage' | 'scarcityInBlocks' | 'restockAutoSend') => (checked: boolean) =>
    setSettings((s) => (s ? { ...s, [field]: checked } : s));

  return (
    <Dialog title="Inventory settings" onClose={onClose}>
      {loadError ? (
        <Failure message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !settings ? (
        <Loading>Loading the settings…</Loading>
      ) : (
        <form onSubmit={save} className="dialog__form" noValidate>
          <fieldset disabled={!editable || busy}>
            <legend>Scarcity message (“Only 3 left”)</legend>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.scarcityOnProductPage}
                onChange={(e) => toggle('scarcityOnProductPage')(e.target.checked)}
              />{' '}
              Show on product pages
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.scarcityInBlocks}
                onChange={(e) => toggle('scarcityInBlocks')(e.target.checked)}
              />{' '}
              Show in product blocks
            </label>
            <div className="field">
              <label htmlFor={`${id}-threshold`}>Show when stock is at or below</label>
              <input
                id={`${id}-threshold`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_THRESHOLD}
                step={1}
                value={threshold}
                onChange={(e) => setThreshold(e.target.value)}
              />
            </div>
          </fieldset>
          <fieldset disabled={!editable || busy}>
            <legend>Restock notifications</legend>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.restockAutoSend}
                onChange={(e) => toggle('restockAutoSend')(e.target.checked)}
              />{' '}
              Send notices by themselves when a sold-out variant gets stock back
            </label>
          </fieldset>
          {!editable && <p className="status">Your role can read these settings but not change them.</p>}
          {saveError && (
            <p className="status status--error" role="alert">
              {saveError}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {editable ? 'Cancel' : 'Close'}
            </button>
            {editable && (
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Saving…' : 'Save settings'}
              </button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
