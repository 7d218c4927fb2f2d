import { writePgliteTemplate } from './pglite-template';

export default writePgliteTemplate;
