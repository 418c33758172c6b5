/**
 * A shipment's tracking into the console's model (Logistics). The backend writes the status and the
 * signed flag under the express service's names, deliverystatus and issign (LogisticsResultVo's
 * @JsonProperty); a step or the list the service left out (null, dropped at the edge) reads as empty.
 */
export function logistics(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const { deliverystatus, issign, list, ...rest } = node as Record<string, unknown>;
  const steps = Array.isArray(list) ? (list as Array<Record<string, unknown>>) : [];
  return {
    ...rest,
    ...(deliverystatus === undefined ? {} : { deliveryStatus: deliverystatus }),
    ...(issign === undefined ? {} : { isSign: issign }),
    list: steps.map((step) => ({ time: step.time ?? '', status: step.status ?? '' })),
  };
}
