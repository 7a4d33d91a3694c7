import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Avatar, avatarInitials } from './Avatar';
import { createTheme } from './theme';

const renderAvatar = (props: Parameters<typeof Avatar>[0]) =>
  render(
    <ThemeProvider theme={createTheme('light')}>
      <Avatar {...props} />
    </ThemeProvider>,
  );

describe('avatarInitials', () => {
  it('SPEC §3: shows the first letters of first and last name', () => {
    expect(avatarInitials({ firstName: 'miriam', lastName: 'okafor', username: 'mo' })).toBe('MO');
    expect(avatarInitials({ firstName: ' Ruth ', lastName: 'Martínez' })).toBe('RM');
  });

  it('SPEC §3: falls back to the first two letters of the username when a name is missing', () => {
    expect(avatarInitials({ firstName: 'Grace', lastName: '', username: 'gracekim' })).toBe('GR');
    expect(avatarInitials({ firstName: null, lastName: null, username: 'x' })).toBe('X');
  });

  it('SPEC §3: shows U when there is neither a full name nor a username', () => {
    expect(avatarInitials({})).toBe('U');
    expect(avatarInitials({ firstName: 'Solo', username: '  ' })).toBe('U');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(avatarInitials({ firstName: '𝒜da', lastName: 'Ölz' })).toBe('𝒜Ö');
  });
});

describe('Avatar', () => {
  it('SPEC §3: wears a gold ring titled "Fully Verified" only when fully verified', () => {
    const { container, rerender } = renderAvatar({ firstName: 'Paul', lastName: 'Anderson', fullyVerified: true });
    expect(screen.getByTitle('Fully Verified').textContent).toBe('PA');
    const ring = getComputedStyle(container.firstElementChild!).boxShadow;
    expect(ring).toContain(createTheme('light').colors.accent);
    rerender(
      <ThemeProvider theme={createTheme('light')}>
        <Avatar firstName="Paul" lastName="Anderson" fullyVerified={false} />
      </ThemeProvider>,
    );
    expect(screen.queryByTitle('Fully Verified')).toBeNull();
    expect(getComputedStyle(container.firstElementChild!).boxShadow).toBe('');
  });

  it('shows the photo instead of the initials when there is one', () => {
    const { container } = renderAvatar({
      firstName: 'Paul',
      lastName: 'Anderson',
      imageUrl: '/api/user/profile-images/abc',
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/user/profile-images/abc');
    expect(container.textContent).toBe('');
  });

  it('is named for screen readers only when given a label', () => {
    renderAvatar({ firstName: 'Paul', lastName: 'Anderson', label: 'Paul Anderson' });
    expect(screen.getByRole('img', { name: 'Paul Anderson' })).toBeTruthy();
  });
});
