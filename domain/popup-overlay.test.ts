import { describe, expect, it } from 'vitest';
import { OVERLAY_POSITIONS, overlayDismissal, overlayShouldShow, popupOverlaySettings } from './popup-overlay';

const store = (values: Record<string, string>) => (key: string) => values[key] ?? null;

describe('popup overlay', () => {
  it('has nine positions', () => {
    expect(OVERLAY_POSITIONS).toEqual([
      'TOP_LEFT',
      'TOP_CENTER',
      'TOP_RIGHT',
      'CENTER_LEFT',
      'CENTER_CENTER',
      'CENTER_RIGHT',
      'BOTTOM_LEFT',
      'BOTTOM_CENTER',
      'BOTTOM_RIGHT',
    ]);
  });
  it('reads settings, refusing unknown positions', () => {
    expect(popupOverlaySettings({ enabled: true, position: 'BOTTOM_RIGHT', version: 3 })).toMatchObject({
      enabled: true,
      position: 'BOTTOM_RIGHT',
      version: '3',
    });
    expect(popupOverlaySettings({ enabled: 'yes', position: 'MIDDLE' })).toMatchObject({
      enabled: false,
      position: 'CENTER_CENTER',
    });
    expect(popupOverlaySettings([]).enabled).toBe(false);
  });
  it('stays hidden once closed or submitted, until the version changes', () => {
    expect(overlayShouldShow(store({}), '2')).toBe(true);
    const closed = overlayDismissal('2', 'closed', new Date('2026-01-01T00:00:00Z'));
    expect(closed).toEqual({ 'date-closed': '2026-01-01T00:00:00.000Z', version: '2' });
    expect(overlayShouldShow(store(closed), '2')).toBe(false);
    expect(overlayShouldShow(store(overlayDismissal('2', 'submitted', new Date())), '2')).toBe(false);
    expect(overlayShouldShow(store(closed), '3')).toBe(true);
  });
});
