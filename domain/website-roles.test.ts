import { describe, expect, it } from 'vitest';
import { PERMISSIONS, WEBSITE_ROLES, roleCan, roleCode, roleName } from './website-roles';

describe('website roles', () => {
  it('have the codes of spec §3 and round-trip by name and code', () => {
    expect(WEBSITE_ROLES).toEqual({
      admin: 1,
      billing: 2,
      reporting: 3,
      editor: 4,
      moderator: 6,
      commenter: 7,
      storeManager: 8,
      scheduling: 9,
      viewer: 10,
      campaignsEditor: 11,
      schedulingViewer: 12,
      schedulingEditor: 13,
    });
    for (const [name, code] of Object.entries(WEBSITE_ROLES)) {
      expect(roleName(code)).toBe(name);
      expect(roleCode(name)).toBe(code);
    }
    expect(roleName(5)).toBeUndefined();
    expect(roleCode('toString')).toBeUndefined();
  });

  it('give admin everything, the store manager the store, the viewer reading only', () => {
    for (const p of PERMISSIONS) expect(roleCan('admin', p)).toBe(true);
    expect(roleCan(8, 'inventory.write')).toBe(true);
    expect(roleCan('storeManager', 'restock.send')).toBe(true);
    expect(roleCan('storeManager', 'apiKeys.manage')).toBe(false);
    expect(roleCan('reporting', 'analytics.read')).toBe(true);
    expect(roleCan('editor', 'site.settings')).toBe(true);
    expect(roleCan('editor', 'inventory.read')).toBe(false);
    // The content audit log is the admins' alone (issue 23); the viewer reads everything else.
    for (const p of PERMISSIONS) expect(roleCan('viewer', p)).toBe(p.endsWith('.read') && p !== 'audit.read');
    expect(roleCan(99 as never, 'orders.read')).toBe(false);
  });
});
