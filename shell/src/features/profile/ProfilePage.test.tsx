import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { PROFILE_IMAGE_MAX_BYTES } from '@koinonia/contracts';
import { appTranslationsFor } from '@koinonia/i18n/app';
import type { ShellValue } from '@koinonia/shell-contract';
import { renderWithShell, testLanguage, testUser } from '@koinonia/shell-contract/testing';
import ProfilePage from './ProfilePage';

function renderPage(
  options: { apiRequest?: jest.Mock; user?: Parameters<typeof testUser>[0]; language?: ShellValue['language'] } = {},
) {
  const toast = jest.fn();
  const apiRequest = options.apiRequest ?? jest.fn();
  const user = testUser({ firstName: 'Miriam', lastName: 'Okafor', username: 'miriam', ...options.user });
  const language = options.language ? { language: options.language } : {};
  renderWithShell(<ProfilePage />, { shell: { user, apiRequest: apiRequest as never, toast, ...language } });
  return { toast, apiRequest, user };
}

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const image = (type: string, size = 64) => new File([new Uint8Array(size)], 'me', { type });

describe('ProfilePage', () => {
  it('SPEC §3: shows the initials and says which of email and phone are verified', () => {
    renderPage({ user: { emailVerified: true, phoneVerified: false } });
    expect(screen.getByRole('img', { name: 'Your initials' }).textContent).toBe('MO');
    expect(screen.getByText('Email verified')).toBeTruthy();
    expect(screen.getByText('Phone not verified')).toBeTruthy();
    expect(screen.queryByTitle('Fully Verified')).toBeNull();
  });

  it('SPEC §3: rings the avatar in gold, titled "Fully Verified", when both are verified', () => {
    renderPage({ user: { emailVerified: true, phoneVerified: true } });
    expect(screen.getByTitle('Fully Verified')).toBeTruthy();
    expect(screen.getByText('Phone verified')).toBeTruthy();
  });

  it('saves the names and username and says "Profile saved"', async () => {
    const { apiRequest, toast, user } = renderPage({
      apiRequest: jest.fn(async (_method, _url, body) => ({ ...testUser(), ...body })),
    });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Miri' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'miri.o' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(apiRequest).toHaveBeenCalledWith('PATCH', '/api/user/profile', {
      firstName: 'Miri',
      lastName: user.lastName,
      username: 'miri.o',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Profile saved' }));
  });

  it("shows the server's message beside the field it is about", async () => {
    const taken = new ApiError(409, 'That username is already taken', {
      code: 'username_taken',
      issues: [{ path: 'username', message: 'That username is already taken', code: 'username_taken' }],
    });
    const { toast } = renderPage({ apiRequest: jest.fn().mockRejectedValue(taken) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe(
      'That username is already taken',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('says a field’s problem in the reader’s language, with its bound, never in English', async () => {
    const arabic: Record<string, string> = appTranslationsFor('ar') ?? {};
    const tooLong = new ApiError(400, 'Some fields are not valid', {
      code: 'validation_failed',
      issues: [
        { path: 'firstName', message: 'First name is required', code: 'required' },
        { path: 'lastName', message: 'Last name must be at most 80 characters', code: 'too_long', maximum: 80 },
      ],
    });
    renderPage({ apiRequest: jest.fn().mockRejectedValue(tooLong), language: testLanguage('ar', arabic) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: arabic['profile.save'] })));
    const problemOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)?.textContent;
    expect(problemOf(arabic['profile.firstName']!)).toBe(arabic['error.field.required']);
    expect(problemOf(arabic['profile.lastName']!)).toBe(arabic['error.field.too_long']!.replace('{maximum}', '80'));
    expect(screen.queryByText(/must be at most|is required/)).toBeNull();
  });

  it('shows a failure that is about no field above the form', async () => {
    renderPage({
      apiRequest: jest.fn().mockRejectedValue(new ApiError(0, 'Network error: Unable to connect to /api/user/profile')),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe('Network error: Unable to connect to /api/user/profile');
  });

  it('refuses a file that is not JPEG, PNG or WebP, or is over 2 MB, before sending it', () => {
    const { apiRequest } = renderPage();
    fireEvent.change(screen.getByLabelText('Choose photo'), { target: { files: [image('image/gif')] } });
    expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG, PNG or WebP image');
    fireEvent.change(screen.getByLabelText('Choose photo'), {
      target: { files: [image('image/png', PROFILE_IMAGE_MAX_BYTES + 1)] },
    });
    expect(screen.getByRole('alert').textContent).toBe('The image must be at most 2 MB');
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('previews the chosen photo and uploads it as multipart form data', async () => {
    const { apiRequest, toast } = renderPage({
      apiRequest: jest.fn(async () => testUser({ profileImageUrl: '/api/user/profile-images/new' })),
    });
    const photo = image('image/png');
    fireEvent.change(screen.getByLabelText('Choose photo'), { target: { files: [photo] } });
    expect(screen.getByRole('img', { name: 'Preview of the new photo' }).getAttribute('src')).toBe('blob:preview');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload photo' })));
    const [method, url, body] = apiRequest.mock.calls[0];
    expect([method, url]).toEqual(['POST', '/api/user/profile-image']);
    expect((body as FormData).get('image')).toBe(photo);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Photo updated' }));
    expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).toBeNull();
  });

  it("shows the server's refusal of an upload", async () => {
    renderPage({ apiRequest: jest.fn().mockRejectedValue(new ApiError(400, 'Upload a JPEG, PNG or WebP image')) });
    fireEvent.change(screen.getByLabelText('Choose photo'), { target: { files: [image('image/jpeg')] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload photo' })));
    expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG, PNG or WebP image');
  });

  it('removes the current photo', async () => {
    const { apiRequest, toast } = renderPage({
      user: { profileImageUrl: '/api/user/profile-images/old' },
      apiRequest: jest.fn(async () => testUser({ profileImageUrl: null })),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove photo' })));
    expect(apiRequest).toHaveBeenCalledWith('DELETE', '/api/user/profile-image');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Photo removed' }));
  });

  it('offers no Remove photo without a photo', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });
});
