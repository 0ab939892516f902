import type { SpecialBlendStatus } from '@portal/shared/contract';

/** The translation key of a special-blend status: adminSpecialBlendStatusPending … */
export const specialBlendStatusKey = (status: SpecialBlendStatus) =>
  `adminSpecialBlendStatus${status.charAt(0).toUpperCase()}${status.slice(1)}`;

export const specialBlendStatusColour: Record<SpecialBlendStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  rejected: 'red',
};

/** Roast and grind as the shop's form names them (the shop's own keys). */
export const roastKey = (roast: string) =>
  `specialBlendRoast${roast.charAt(0).toUpperCase()}${roast.slice(1)}`;
export const grindKey = (grind: string) =>
  `specialBlendGrind${grind
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
