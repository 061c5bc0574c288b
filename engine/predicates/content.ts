import type { Predicate } from '../types';

export const contentPredicates: Record<string, Predicate> = {};
