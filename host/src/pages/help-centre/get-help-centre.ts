import { api, queryOptions, useQuery } from '@portal/shared';
import { type HelpTopic, helpTopicSchema } from '@portal/shared/contract';

export const getHelpCentre = async (): Promise<HelpTopic[]> =>
  helpTopicSchema.array().parse((await api.get('/help-centre')).data.data);

export const helpCentreQuery = () => queryOptions({ queryKey: ['help-centre'], queryFn: getHelpCentre });
export const useHelpCentre = () => useQuery(helpCentreQuery());
