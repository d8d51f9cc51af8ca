import { Redirect, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { LandingScreen } from '@/features/bootstrap/components/landing-screen';
import { useSession } from '@/hooks/use-session';
import { useModuleFollowUps } from '../module-follow-ups';

/** The landing screen; a returning customer with a zone and module goes straight home. */
export default function Landing() {
  const session = useSession();
  const [, navigate] = useLocation();
  const followUp = useModuleFollowUps();
  if (session.zoneId !== null && session.module !== null) return <Redirect to={paths.home} replace />;
  return (
    <LandingScreen
      onReady={(module) => {
        if (module) void followUp(module).then((next) => navigate(next));
        else navigate(paths.home);
      }}
    />
  );
}
