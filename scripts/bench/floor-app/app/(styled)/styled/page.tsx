// The floor's text under the app's stylesheet.
import { FloorText } from "../../floor-text";

export default function StyledFloorPage() {
  return <FloorText />;
}
