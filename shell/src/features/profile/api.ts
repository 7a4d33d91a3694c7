import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_IMAGE_FIELD, type CurrentUser, type UpdateProfileRequest } from '@koinonia/contracts';
import { useApi } from '@koinonia/shell-contract';
import { AUTH_USER_KEY } from '../../auth/auth-state';

/** Every profile change answers the current user; it replaces the cached one, so the header follows at once. */
function useProfileMutation<Input>(send: (api: ReturnType<typeof useApi>, input: Input) => Promise<CurrentUser>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(api, input),
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((api, update: UpdateProfileRequest) => api<CurrentUser>('PATCH', '/api/user/profile', update));

export const useUploadProfileImage = () =>
  useProfileMutation((api, image: File) => {
    const form = new FormData();
    form.append(PROFILE_IMAGE_FIELD, image);
    return api<CurrentUser>('POST', '/api/user/profile-image', form);
  });

export const useRemoveProfileImage = () =>
  useProfileMutation((api, _nothing: void) => api<CurrentUser>('DELETE', '/api/user/profile-image'));
