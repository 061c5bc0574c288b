import type { Predicate } from '../types';

export const socialPredicates: Record<string, Predicate> = {};
