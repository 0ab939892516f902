import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { TicketHistoryList } from '../../common/TicketHistoryList';

export default function TrainingHistoryPage() {
  return (
    <AcademyPage titleKey="trainingHistory" settings={academySettings.trainingHistory} signedIn>
      <TicketHistoryList kind="training" />
    </AcademyPage>
  );
}
