import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useJourneyControls } from '../store/journey-context';

/**
 * 'Finish Journey': saves the journey as completed and shows what was decided; going home from
 * there follows the spec's move to /. On failure the user stays to try again.
 */
export function useFinishJourney() {
  const { complete } = useJourneyControls();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const [completed, setCompleted] = useState(false);

  const finish = async () => {
    setFinishing(true);
    const saved = await complete();
    setFinishing(false);
    if (!saved) {
      showErrorToast('Error saving journey', 'Failed to save the journey. Please try again.');
      return;
    }
    showSuccessToast('Journey saved', 'Your innovation journey has been saved successfully.');
    setCompleted(true);
  };

  return {
    finish,
    finishing,
    completed,
    closeCompleted: () => setCompleted(false),
    goHome: () => navigate('/'),
  };
}
