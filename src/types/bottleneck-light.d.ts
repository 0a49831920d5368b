// bottleneck/light.js is the build without Redis clustering (what plugin-throttling uses); same API as the main entry.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
