/** The client entry of the islands test bundle: the real islands plus the test islands. */
import { hydrateIslands } from '../../../islands/hydrate';
import { testIslandLoaders } from '../../helpers/islands';

void hydrateIslands(testIslandLoaders);
