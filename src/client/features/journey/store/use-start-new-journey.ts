import { useNavigate } from 'react-router';
import { clearDraft } from './journey-draft-key';

/** 'Start Innovation Journey': no draft means the team screen opens a fresh journey at stage 0. */
export function useStartNewJourney() {
  const navigate = useNavigate();
  return () => {
    clearDraft();
    navigate('/define/team');
  };
}
