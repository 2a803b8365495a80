/** The API tests' fixtures are the machines' shared ones, so a request and the flow reading its answer agree. */
export { asha, hearthInfo, paidOrder } from '../../../machines/shared/testing/fixtures';
