import { todayInPoland } from '@pets/shared';

/**
 * The injected clock (ARCHITECTURE: time): every rule that depends on the date reads it from
 * here, so tests move time instead of waiting. "Today" is the foundation's day in Europe/Warsaw.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const todayOf = (clock: Clock): string => todayInPoland(clock());
