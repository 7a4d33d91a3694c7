import { useState } from 'react';
import styled, { css } from 'styled-components';

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  imageUrl?: string | null;
  /** Both email and phone verified (SPEC §3): a gold ring titled "Fully Verified". */
  fullyVerified?: boolean;
  /** Diameter in CSS pixels. */
  size?: number;
  /** The ring's title, translated by the caller. */
  verifiedLabel?: string;
  /** What a screen reader hears; without it the avatar is decoration beside the name it illustrates. */
  label?: string;
}

export const FULLY_VERIFIED_LABEL = 'Fully Verified';

const firstLetter = (text: string | null | undefined) => [...(text ?? '').trim()][0] ?? '';

/**
 * SPEC §3: the first letters of first and last name, else the first two letters of the username, else U.
 * Letters are counted as characters, not UTF-16 units, so a name starting with an emoji or a surrogate
 * pair keeps it whole.
 */
export function avatarInitials({
  firstName,
  lastName,
  username,
}: Pick<AvatarProps, 'firstName' | 'lastName' | 'username'>): string {
  const first = firstLetter(firstName);
  const last = firstLetter(lastName);
  if (first && last) return (first + last).toUpperCase();
  const usernameLetters = [...(username ?? '').trim()].slice(0, 2).join('');
  if (usernameLetters) return usernameLetters.toUpperCase();
  return 'U';
}

const Circle = styled.span<{ $size: number; $verified: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  line-height: 1;
  user-select: none;
  ${({ $verified, $size, theme }) =>
    $verified &&
    css`
      box-shadow:
        0 0 0 ${Math.max(2, Math.round($size / 16))}px ${theme.colors.accent},
        0 0 0 ${Math.max(3, Math.round($size / 16) + 1)}px ${theme.colors.surface};
    `}
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The person's photo, or their initials; a gold ring when they are fully verified (SPEC §3). */
export function Avatar({
  firstName,
  lastName,
  username,
  imageUrl,
  fullyVerified = false,
  size = 40,
  verifiedLabel = FULLY_VERIFIED_LABEL,
  label,
}: AvatarProps) {
  // A photo that fails to load (removed meanwhile, offline) falls back to the initials.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  const initials = avatarInitials({ firstName, lastName, username });
  return (
    <Circle
      $size={size}
      $verified={fullyVerified}
      title={fullyVerified ? verifiedLabel : undefined}
      data-verified={fullyVerified ? 'true' : undefined}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {showImage ? <img src={imageUrl!} alt="" onError={() => setFailedUrl(imageUrl ?? null)} /> : initials}
    </Circle>
  );
}
