package dev.straggler.core.scale;

import dev.straggler.model.profile.TaskProfile;

/**
 * A process of a training run as the model keeps it: its profile (control features and call sites, stacks with the
 * symbols they had at training), and its scores (Vrisha Fig. 4 and 5 draw from these).
 *
 * @param run                       the training run's label
 * @param profile                   the process's profile
 * @param abnormality               its abnormality under the final model (fitted with it)
 * @param crossValidatedAbnormality its abnormality under the cross-validation model that did not see its run, the
 *                                  value the threshold is set from
 */
public record TrainingProcess(String run, TaskProfile profile, double abnormality, double crossValidatedAbnormality) {
}
