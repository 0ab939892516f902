import { api, queryOptions, useQuery } from '@portal/shared';
import { type AcademyTutorialPlaylist, academyTutorialPlaylistSchema } from '@portal/shared/contract';

export const getPlaylists = async (): Promise<AcademyTutorialPlaylist[]> =>
  academyTutorialPlaylistSchema.array().parse((await api.get('/academy/tutorial/playlist')).data.data);
export const playlistsQuery = () =>
  queryOptions({ queryKey: ['academy', 'playlists'], queryFn: getPlaylists });
export const usePlaylists = () => useQuery(playlistsQuery());
