import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addStudents, answerInvitation, createClass, releaseSimulado, removeStudent } from './api';
import { classQueries } from './queries';

/** Every change to a class makes the lists and that class's detail stale. */
function useClassMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classQueries.all() }),
  });
}

export const useCreateClassMutation = () => useClassMutation(createClass);
export const useAddStudentsMutation = () => useClassMutation(addStudents);
export const useRemoveStudentMutation = () => useClassMutation(removeStudent);
export const useReleaseSimuladoMutation = () => useClassMutation(releaseSimulado);

/**
 * Accepting opens the class's simulados: everything that says what the student may open
 * (the catalogue's access flags, purchases-like lists) is refetched with the classes.
 */
export function useAnswerInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: (mine) => {
      queryClient.setQueryData(classQueries.mine().queryKey, mine);
      return queryClient.invalidateQueries();
    },
  });
}
