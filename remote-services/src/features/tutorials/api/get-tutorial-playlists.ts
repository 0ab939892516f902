import { api, queryOptions, useQuery } from '@portal/shared';
import { type TutorialPlaylist, tutorialPlaylistSchema } from '@portal/shared/contract';

export const getTutorialPlaylists = async (): Promise<TutorialPlaylist[]> =>
  tutorialPlaylistSchema.array().parse((await api.get('/tutorial/playlist')).data.data);

export const tutorialPlaylistsQuery = () =>
  queryOptions({ queryKey: ['tutorial-playlist'], queryFn: getTutorialPlaylists });
export const useTutorialPlaylists = () => useQuery(tutorialPlaylistsQuery());
