import type { Predicate } from '../types';

export const corePredicates: Record<string, Predicate> = {};
