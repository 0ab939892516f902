import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { TicketHistoryList } from '../../common/TicketHistoryList';

export default function BaristaRequestHistoryPage() {
  return (
    <AcademyPage titleKey="baristaHistory" settings={academySettings.baristaHistory} businessPartnerOnly>
      <TicketHistoryList kind="barista" />
    </AcademyPage>
  );
}
