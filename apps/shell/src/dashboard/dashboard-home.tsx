import { DashboardSummary } from './dashboard-summary';
import { WelcomeCard } from './welcome-card';

/** The exact path /dashboard: the spec's welcome card, then the practice's counts and shortcuts. */
export function DashboardHome() {
  return (
    <>
      <WelcomeCard />
      <DashboardSummary />
    </>
  );
}
