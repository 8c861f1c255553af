import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addStudent, createClass, releaseSimulado, removeStudent } from './api';
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
export const useAddStudentMutation = () => useClassMutation(addStudent);
export const useRemoveStudentMutation = () => useClassMutation(removeStudent);
export const useReleaseSimuladoMutation = () => useClassMutation(releaseSimulado);
