import { DashboardSummary } from './dashboard-summary';
import { TodayPanel } from './today-panel';
import { WelcomeCard } from './welcome-card';

/** The exact path /dashboard: the spec's welcome card, the day ('Aujourd'hui'), then the practice's counts and shortcuts. */
export function DashboardHome() {
  return (
    <>
      <WelcomeCard />
      <TodayPanel />
      <DashboardSummary />
    </>
  );
}
