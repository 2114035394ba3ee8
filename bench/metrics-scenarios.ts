import { type Scenario, scenarios } from './scenarios'

/**
 * `health` and `post-document` again, on a second service with METRICS_TOKEN set (every request
 * recorded): the cost of the metrics is the difference to the plain scenarios (budget: 3 %).
 */
export const metricsScenarios: Scenario[] = ['health', 'post-document'].map((name) => {
  const plain = scenarios.find((s) => s.name === name)!
  return { ...plain, name: `${name}-metrics`, description: `${plain.description}, with METRICS_TOKEN set` }
})
