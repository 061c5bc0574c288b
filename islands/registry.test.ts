import { describe, expect, it } from 'vitest';
import { islandLoaders } from './registry';
import { serverIslands } from './server-components';

describe('island registries', () => {
  it('know the same islands on the server and in the browser', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(Object.keys(serverIslands).sort());
  });

  it('load the component the server renders', async () => {
    for (const [name, load] of Object.entries(islandLoaders)) {
      expect(await load(), name).toBe(serverIslands[name]);
    }
  });
});
