/** Where the communities' screens are (SPEC §2): the directory, the member's home and management. */
export const communityPaths = {
  directory: () => '/communities',
  community: (communityId: string) => `/communities/${encodeURIComponent(communityId)}`,
  home: () => '/community',
  management: () => '/community-management',
  manage: (communityId: string) => `/community-management/${encodeURIComponent(communityId)}`,
};
