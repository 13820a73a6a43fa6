// Demo seed content for Coinmarket (content only; prisma/seed/seed-demo.ts writes it).
// Showcase pages and their option prices follow the "Static service pages" table of docs/spec.md section 2.
import type {
  DemoConversion,
  DemoCustomer,
  DemoHistoryEntry,
  DemoOrganization,
  DemoService,
  DemoShowcase,
} from "./types";

export const DEMO_PASSWORD = "demo-password";

/** The three sign-in accounts shown on the login page. The org account is the contact of DEMO_ORGANIZATIONS[0]. */
export const DEMO_ACCOUNTS = {
  user: { name: "Asha Rao", email: "user@demo.test" },
  org: { name: "Vikram Menon", email: "org@demo.test" },
  admin: { name: "Admin", email: "admin@demo.test" },
} as const satisfies Record<"user" | "org" | "admin", { name: string; email: string }>;

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    key: "brightpath",
    name: "BrightPath Digital",
    contactName: "Vikram Menon",
    email: "org@demo.test",
    description:
      "BrightPath Digital is a Bengaluru-based product studio of engineers and designers that builds websites, web apps and integrations for small businesses and early-stage startups. The team works in short, fixed-scope engagements with weekly demos, and every project ends with documented code and a handover call.",
    website: "https://brightpath.example.com",
    contactEmail: "hello@brightpath.example.com",
    verified: true,
  },
  {
    key: "greenleaf",
    name: "GreenLeaf Collective",
    contactName: "Meera Iyer",
    email: "greenleaf@demo.test",
    description:
      "GreenLeaf Collective brings together organic farmers, wellness coaches and co-living hosts across Karnataka and Maharashtra. It sources produce directly from certified farms, runs yoga and nutrition programmes, and manages furnished shared homes designed around low-waste living.",
    website: "https://greenleaf.example.org",
    contactEmail: "care@greenleaf.example.org",
    verified: true,
  },
  {
    key: "startupcircle",
    name: "StartUp Circle",
    contactName: "Rohan Kapoor",
    email: "startupcircle@demo.test",
    description:
      "StartUp Circle is a founder community headquartered in Pune that hosts monthly meetups, hands-on workshops and an annual conference. Its mentors, most of them former founders and operators, also offer one-to-one advisory, compliance help and structured programmes for first-time founders and aspiring product managers.",
    website: "https://startupcircle.example.com",
    contactEmail: "team@startupcircle.example.com",
    verified: true,
  },
  {
    key: "horizon",
    name: "Horizon Trails & Events",
    contactName: "Ananya Bose",
    email: "horizon@demo.test",
    description:
      "Horizon Trails & Events designs responsible travel experiences and live events across India. Its trips use community homestays and local guides, and its events team produces concerts, comedy nights and festivals for audiences of fifty to five thousand, from ticketing to backstage logistics.",
    website: "https://horizon.example.org",
    contactEmail: "bookings@horizon.example.org",
    verified: true,
  },
];

export const DEMO_SERVICES: DemoService[] = [
  // BrightPath Digital
  {
    org: "brightpath",
    title: "Website Performance Audit",
    description:
      "A detailed speed and Core Web Vitals audit of your website with a prioritised list of fixes your developers can act on immediately.",
    price: 180,
    category: "technology",
    features: [
      "Core Web Vitals report for up to 10 key pages",
      "Image, font and script optimisation recommendations",
      "Before-and-after Lighthouse comparison",
      "45-minute walkthrough call with your developer",
    ],
    duration: "1 week",
    tags: ["performance", "web", "audit"],
  },
  {
    org: "brightpath",
    title: "Cloud Cost Optimisation Review",
    description:
      "We analyse your AWS, Azure or Google Cloud bill and infrastructure to find idle resources, oversized instances and cheaper pricing options.",
    price: 1200,
    category: "technology",
    features: [
      "Line-by-line review of three months of billing data",
      "Rightsizing and reserved-capacity recommendations",
      "Tagging and budget-alert setup",
      "Written savings plan with estimated monthly impact",
      "Follow-up review after 30 days",
    ],
    duration: "2 weeks",
    tags: ["cloud", "aws", "devops", "cost"],
  },
  {
    org: "brightpath",
    title: "WhatsApp Business API Integration",
    description:
      "Connect your store or CRM to the WhatsApp Business API for order updates, appointment reminders and customer support messages.",
    price: 650,
    category: "technology",
    features: [
      "Business verification and API account setup",
      "Up to 5 approved message templates",
      "Integration with Shopify, WooCommerce or your own backend",
      "Delivery and read-rate dashboard",
    ],
    duration: "10 days",
    tags: ["whatsapp", "integration", "automation"],
  },
  {
    org: "brightpath",
    title: "Brand Identity Starter Kit",
    description:
      "A complete visual identity for a new business: logo, colour palette, typography and a brand guidelines document your whole team can use.",
    price: 1500,
    category: "design",
    features: [
      "Three logo concepts with two revision rounds",
      "Primary and secondary colour palettes",
      "Typography pairing for web and print",
      "20-page brand guidelines PDF",
      "Social media profile and cover assets",
    ],
    duration: "3 weeks",
    tags: ["branding", "logo", "identity"],
    questions: [
      { id: "q_logo_use", prompt: "What is the logo for?", required: true, kind: "text" },
      { id: "q_logo_now", prompt: "Your current logo, if any", required: false, kind: "file" },
    ],
  },
  {
    org: "brightpath",
    title: "Mobile App UI Design (5 Screens)",
    description:
      "High-fidelity designs for five key screens of your Android or iOS app, built on a reusable component library in Figma.",
    price: 450,
    category: "design",
    features: [
      "User flow mapping for the five screens",
      "High-fidelity Figma designs in light and dark mode",
      "Reusable component library",
      "Clickable prototype for user testing",
    ],
    duration: "2 weeks",
    tags: ["ui", "mobile", "figma"],
  },
  {
    org: "brightpath",
    title: "SEO Keyword Research Report",
    description:
      "Keyword research for your niche with search volumes, difficulty scores and a content plan that targets the terms your customers actually use.",
    price: 90,
    category: "marketing",
    features: [
      "100+ keywords with monthly search volume and difficulty",
      "Competitor keyword gap analysis",
      "Keyword-to-page mapping for your site",
      "Three-month content calendar",
    ],
    duration: "5 days",
    tags: ["seo", "content", "research"],
  },

  // StartUp Circle
  {
    org: "startupcircle",
    title: "Pitch Deck Review Session",
    description:
      "A one-to-one session with a mentor who has raised venture funding, going slide by slide through your deck before investor meetings.",
    price: 60,
    category: "consulting",
    features: [
      "Slide-by-slide feedback on story and structure",
      "Review of traction, market size and financial slides",
      "Mock investor Q&A",
      "Written summary of changes within 24 hours",
    ],
    duration: "60 minutes",
    tags: ["fundraising", "pitch", "mentoring"],
  },
  {
    org: "startupcircle",
    title: "Go-to-Market Strategy Sprint",
    description:
      "A four-week engagement to define your ideal customer, positioning, pricing and first acquisition channels, tested with real experiments.",
    price: 2200,
    category: "consulting",
    features: [
      "Ideal customer profile and positioning workshop",
      "Pricing and packaging recommendations",
      "Three channel experiments with budgets and targets",
      "Weekly review calls with a senior advisor",
      "Final go-to-market playbook",
    ],
    duration: "4 weeks",
    tags: ["strategy", "gtm", "growth"],
    questions: [
      {
        id: "q_gtm_product",
        prompt: "What do you sell, and to whom?",
        required: true,
        kind: "text",
      },
    ],
  },
  {
    org: "startupcircle",
    title: "GST Registration Assistance",
    description:
      "End-to-end help registering your business for GST, from preparing documents to filing on the GST portal and tracking the application.",
    price: 80,
    category: "business",
    features: [
      "Document checklist tailored to your business type",
      "Application filing on the GST portal",
      "ARN tracking and responses to clarification notices",
      "Post-registration compliance calendar",
    ],
    duration: "7 working days",
    tags: ["gst", "compliance", "registration"],
  },
  {
    org: "startupcircle",
    title: "Startup Financial Model Template & Walkthrough",
    description:
      "A ready-to-use three-year financial model for early-stage startups, with two guided sessions to adapt it to your business.",
    price: 300,
    category: "business",
    features: [
      "Three-year revenue, cost and cash-flow model in Google Sheets",
      "Unit economics and burn-rate dashboards",
      "Two 60-minute walkthrough sessions",
      "Investor-ready summary tab",
    ],
    duration: "2 sessions",
    tags: ["finance", "modelling", "fundraising"],
  },
  {
    org: "startupcircle",
    title: "LinkedIn Founder Branding Program",
    description:
      "A month of coaching and ghost-editing to help founders post consistently on LinkedIn and build an audience of customers and investors.",
    price: 350,
    category: "marketing",
    features: [
      "Profile rewrite and banner design",
      "Twelve post drafts edited with you",
      "Weekly 30-minute coaching call",
      "Engagement and follower growth report",
    ],
    duration: "1 month",
    tags: ["linkedin", "personal-branding", "content"],
  },
  {
    org: "startupcircle",
    title: "Product Management Bootcamp",
    description:
      "A six-week weekend cohort covering discovery, prioritisation, metrics and stakeholder management, taught by product leaders from Indian tech companies.",
    price: 900,
    category: "education",
    features: [
      "Twelve live weekend sessions",
      "Four real-world case studies",
      "Capstone project reviewed by a mentor",
      "Mock PM interview with feedback",
      "Certificate of completion",
    ],
    duration: "6 weeks",
    tags: ["product", "career", "cohort"],
  },

  // GreenLeaf Collective
  {
    org: "greenleaf",
    title: "Personal Nutrition Consultation",
    description:
      "A video consultation with a registered dietitian who reviews your routine, health goals and recent reports to build a practical meal plan.",
    price: 45,
    category: "health",
    features: [
      "Review of diet history and recent blood reports",
      "Personalised seven-day meal plan with Indian recipes",
      "Grocery list and portion guide",
      "One follow-up chat within two weeks",
    ],
    duration: "60 minutes",
    tags: ["nutrition", "diet", "wellness"],
  },
  {
    org: "greenleaf",
    title: "Online Yoga for Back Care (8 Sessions)",
    description:
      "Small-group live yoga classes focused on relieving lower-back and neck stiffness, suitable for people who sit at a desk all day.",
    price: 120,
    category: "health",
    features: [
      "Eight live 50-minute sessions, twice a week",
      "Groups of at most eight participants",
      "Posture assessment in the first class",
      "Recorded routine to practise at home",
    ],
    duration: "4 weeks",
    tags: ["yoga", "back-care", "fitness"],
  },
  {
    org: "greenleaf",
    title: "Home Declutter & Organisation Session",
    description:
      "A professional organiser visits your home to sort, declutter and set up storage systems for one room, such as the wardrobe or kitchen.",
    price: 150,
    category: "lifestyle",
    features: [
      "Three-hour in-home session with two organisers",
      "Sorting into keep, donate and recycle",
      "Storage layout using your existing furniture",
      "Pickup of donation items to local NGOs",
    ],
    duration: "Per session",
    tags: ["home", "organising", "declutter"],
  },
  {
    org: "greenleaf",
    title: "Balcony Kitchen Garden Setup",
    description:
      "We set up a compact kitchen garden on your balcony or terrace with containers, organic potting mix and seasonal herbs and vegetables.",
    price: 280,
    category: "lifestyle",
    features: [
      "Site check for sunlight and drainage",
      "Eight containers with organic potting mix",
      "Seedlings of six seasonal herbs and vegetables",
      "Care guide and watering schedule",
    ],
    duration: "1 day",
    tags: ["gardening", "home", "organic"],
  },
  {
    org: "greenleaf",
    title: "Pottery Weekend Workshop",
    description:
      "A beginner-friendly two-day workshop at our Bengaluru studio covering hand-building, wheel throwing and glazing.",
    price: 95,
    category: "creative",
    features: [
      "Two three-hour studio sessions",
      "All clay, tools and glazes included",
      "Wheel-throwing practice with an instructor",
      "Two finished, kiln-fired pieces to take home",
    ],
    duration: "2 days",
    tags: ["pottery", "craft", "workshop"],
  },
  {
    org: "greenleaf",
    title: "Home Waste Audit & Composting Setup",
    description:
      "A visit to review what your household throws away, set up segregation at source and start a compost bin for kitchen waste.",
    price: 70,
    category: "other",
    features: [
      "Walkthrough of current household waste",
      "Colour-coded segregation setup",
      "Compost bin with starter culture",
      "Contact list of local recyclers and scrap dealers",
    ],
    duration: "90 minutes",
    tags: ["composting", "zero-waste", "sustainability"],
  },

  // Horizon Trails & Events
  {
    org: "horizon",
    title: "Heritage Walk of Old Delhi",
    description:
      "A guided morning walk through the lanes of Chandni Chowk, with stops at havelis, spice markets and a classic breakfast.",
    price: 35,
    category: "travel",
    features: [
      "Three-hour walk led by a local historian",
      "Visits to Naughara haveli and Khari Baoli spice market",
      "Traditional breakfast at Paranthe Wali Gali",
      "Small groups of up to ten people",
    ],
    duration: "3 hours",
    tags: ["heritage", "walking-tour", "delhi"],
  },
  {
    org: "horizon",
    title: "Custom Itinerary Planning",
    description:
      "A travel planner designs a day-by-day itinerary for your trip anywhere in India, balancing travel time, budget and the experiences you care about.",
    price: 200,
    category: "travel",
    features: [
      "Planning call to understand your interests and budget",
      "Day-by-day itinerary with stays and transport options",
      "Train and flight booking guidance",
      "Two rounds of revisions",
    ],
    duration: "5 days",
    tags: ["itinerary", "trip-planning", "india"],
  },
  {
    org: "horizon",
    title: "Stand-up Comedy Night for Teams",
    description:
      "A private, office-friendly stand-up comedy show for team offsites and annual parties, with two professional comedians and a host.",
    price: 1800,
    category: "entertainment",
    features: [
      "Two comedians and an MC, 90 minutes of material",
      "Clean, workplace-appropriate content",
      "Sound system and stage setup",
      "Pre-show call to tailor jokes about your team",
    ],
    duration: "2 hours",
    tags: ["comedy", "corporate-events", "team"],
  },
  {
    org: "horizon",
    title: "Acoustic Duo for Private Events",
    description:
      "A guitar-and-vocals duo playing Bollywood, indie and classic rock favourites for house parties, anniversaries and small weddings.",
    price: 600,
    category: "entertainment",
    features: [
      "Two 45-minute acoustic sets",
      "Song requests collected in advance",
      "Compact sound system included",
    ],
    duration: "2 hours",
    tags: ["live-music", "acoustic", "parties"],
  },
  {
    org: "horizon",
    title: "Travel Photography Masterclass",
    description:
      "Two live sessions with a travel photographer on composition, light and storytelling, followed by a review of your own photos.",
    price: 250,
    category: "creative",
    features: [
      "Two 90-minute live online sessions",
      "Composition and natural-light techniques",
      "Mobile and camera editing workflow",
      "Feedback on ten of your photographs",
    ],
    duration: "2 sessions",
    tags: ["photography", "travel", "masterclass"],
  },
  {
    org: "horizon",
    title: "Instagram Reels Content Pack",
    description:
      "Eight short-form Reels scripted, shot and edited for your brand, ready to post with captions and hashtags.",
    price: 400,
    category: "marketing",
    features: [
      "Content brainstorm and scripts for eight Reels",
      "Half-day shoot at your location",
      "Editing with captions and licensed music",
      "Caption and hashtag set for each Reel",
    ],
    duration: "2 weeks",
    tags: ["instagram", "social-media", "video"],
  },
];

/** The six static service pages of docs/spec.md section 2, in the spec's order. */
export const DEMO_SHOWCASES: DemoShowcase[] = [
  {
    slug: "living-spaces",
    title: "Living Spaces",
    summary:
      "Furnished co-living rooms in Bengaluru and Pune with housekeeping, fast Wi-Fi and shared workspaces, available by the month, week or day.",
    category: "lifestyle",
    badge: "Accommodation",
    features: [
      "Fully furnished private rooms",
      "High-speed Wi-Fi with power backup",
      "Housekeeping and laundry service",
      "Shared kitchen and co-working lounge",
      "24x7 security and app-based entry",
    ],
    org: "greenleaf",
    options: [
      {
        title: "Monthly Stay",
        description:
          "A private furnished room for a full month, ideal for relocations, internships and long projects.",
        price: 100,
        duration: "1 month",
        features: [
          "Private room with attached bathroom",
          "Housekeeping twice a week",
          "Electricity, water and Wi-Fi included",
          "Flexible move-in date",
        ],
      },
      {
        title: "Weekly Stay",
        description:
          "A furnished room for seven nights, suited to business trips and house-hunting visits.",
        price: 30,
        duration: "1 week",
        features: [
          "Private room with work desk",
          "Weekly housekeeping and fresh linen",
          "Access to the co-working lounge",
        ],
      },
      {
        title: "Daily Stay",
        description: "A single night in a furnished room with all shared amenities included.",
        price: 5,
        duration: "1 night",
        features: ["Check-in from 1 pm, check-out by 11 am", "Wi-Fi and shared kitchen access"],
      },
    ],
  },
  {
    slug: "sustainable-trips",
    title: "Sustainable Trips",
    summary:
      "Low-impact small-group trips to the Western Ghats, the Himalayas and the Northeast, staying in community-run homestays with local guides.",
    category: "travel",
    badge: "Travel",
    features: [
      "Community-run homestays and eco-lodges",
      "Certified local guides",
      "Rail and shared transport wherever possible",
      "Plastic-free trip kits",
      "Carbon offset for every traveller",
    ],
    org: "horizon",
    options: [
      {
        title: "Weekend Getaway",
        description:
          "A short escape to Coorg or the Sahyadris with a forest walk, a plantation visit and home-cooked meals.",
        price: 250,
        duration: "3 days, 2 nights",
        features: ["Two nights in a homestay", "Guided nature trail", "All meals included"],
      },
      {
        title: "Week-long Adventure",
        description:
          "A week in Spiti or Sikkim with village stays, high-altitude hikes and time with local communities.",
        price: 800,
        duration: "7 days",
        features: [
          "Six nights in homestays and eco-lodges",
          "Three guided day hikes",
          "Shared ground transport",
          "Travel insurance",
        ],
      },
      {
        title: "Extended Journey",
        description:
          "Two slow-travel weeks across the Northeast, from Meghalaya's living root bridges to Majuli island.",
        price: 1500,
        duration: "14 days",
        features: [
          "Thirteen nights in community homestays",
          "Dedicated trip leader throughout",
          "Craft and farming workshops with hosts",
          "All internal transport and permits",
        ],
      },
    ],
  },
  {
    slug: "organic-products",
    title: "Organic Products",
    summary:
      "Certified organic vegetables, fruit, staples and wellness products sourced directly from partner farms and delivered to your door.",
    category: "health",
    badge: "Wellness",
    features: [
      "Produce from certified organic farms",
      "Harvested within 48 hours of delivery",
      "Plastic-free, returnable packaging",
      "Doorstep delivery in Bengaluru and Pune",
    ],
    org: "greenleaf",
    options: [
      {
        title: "Fresh Produce Box",
        description: "A weekly box of seasonal vegetables and fruit for a family of two to three.",
        price: 50,
        duration: "1 week",
        features: [
          "About 6 kg of seasonal vegetables and fruit",
          "Recipe card with each box",
          "Choose your delivery day",
        ],
      },
      {
        title: "Wellness Package",
        description:
          "A curated set of herbal teas, cold-pressed oils and natural remedies for everyday wellbeing.",
        price: 75,
        duration: "One-time delivery",
        features: [
          "Four herbal tea blends",
          "Cold-pressed coconut and sesame oil",
          "Raw forest honey",
        ],
      },
      {
        title: "Premium Bundle",
        description:
          "The produce box together with organic staples and the wellness essentials, for a full month of healthier cooking.",
        price: 120,
        duration: "1 month",
        features: [
          "Weekly produce box for four weeks",
          "Organic rice, millets, pulses and spices",
          "Herbal tea and cold-pressed oil",
          "Priority delivery slots",
        ],
      },
    ],
  },
  {
    slug: "tech-services",
    title: "Tech Services",
    summary:
      "Websites, web applications and enterprise systems designed, built and maintained by an experienced team of engineers and designers.",
    category: "technology",
    badge: "Technology",
    features: [
      "Responsive design for every screen size",
      "Modern, well-documented codebase",
      "Security and performance best practices",
      "Weekly progress demos",
      "Post-launch support",
    ],
    org: "brightpath",
    options: [
      {
        title: "Basic Website",
        description:
          "A fast, mobile-friendly website of up to five pages for a small business or professional.",
        price: 150,
        duration: "2 weeks",
        features: [
          "Up to five responsive pages",
          "Contact form and Google Maps integration",
          "Basic on-page SEO",
          "One month of free support",
        ],
      },
      {
        title: "Full-Stack Application",
        description:
          "A custom web application with user accounts, a database and an admin panel, built to your specification.",
        price: 500,
        duration: "6 weeks",
        features: [
          "User authentication and roles",
          "Database design and REST API",
          "Admin dashboard",
          "Deployment to the cloud with CI",
        ],
      },
      {
        title: "Enterprise Solution",
        description:
          "Large-scale systems with integrations, audits and a dedicated team for organisations with complex requirements.",
        price: 1000,
        duration: "3 months",
        features: [
          "Dedicated project manager and team",
          "Integration with ERP, CRM and payment systems",
          "Security review and load testing",
          "Six months of maintenance",
        ],
      },
    ],
  },
  {
    slug: "startup-events",
    title: "StartUp Circle Events",
    summary:
      "Meetups, hands-on workshops and an annual conference where founders, operators and investors learn from each other.",
    category: "business",
    badge: "Networking",
    features: [
      "Talks by founders and investors",
      "Curated networking sessions",
      "Hands-on workshops",
      "Access to the members' community",
    ],
    org: "startupcircle",
    options: [
      {
        title: "Monthly Meetup",
        description:
          "An evening meetup with two founder talks, an open Q&A and structured networking.",
        price: 75,
        duration: "1 evening",
        features: ["Two founder talks", "Speed-networking round", "Snacks and refreshments"],
      },
      {
        title: "Workshop Session",
        description:
          "A half-day, hands-on workshop on a single topic such as fundraising, hiring or growth marketing.",
        price: 100,
        duration: "Half day",
        features: [
          "Practical exercises in small groups",
          "Templates and workshop materials",
          "Lunch included",
        ],
      },
      {
        title: "Annual Conference",
        description:
          "Two days of keynotes, panels and investor office hours at StartUp Circle's flagship conference.",
        price: 300,
        duration: "2 days",
        features: [
          "Access to all keynotes and panels",
          "Investor office hours",
          "Conference dinner",
          "Recordings of all sessions",
        ],
      },
    ],
  },
  {
    slug: "event-passes",
    title: "Event Passes",
    summary:
      "Passes to Horizon's live music nights, comedy festivals and cultural events, from general admission to the full backstage experience.",
    category: "entertainment",
    badge: "Events",
    features: [
      "Concerts, comedy and cultural festivals",
      "Mobile entry passes",
      "Free cancellation up to 48 hours before",
      "Accessible seating on request",
    ],
    org: "horizon",
    options: [
      {
        title: "General Admission",
        description: "Standard entry to the event with access to the main arena and food court.",
        price: 120,
        duration: "1 day",
        features: ["Main arena access", "Food court and merchandise stalls"],
      },
      {
        title: "VIP Experience",
        description:
          "Priority entry, a reserved viewing area near the stage and access to the VIP lounge.",
        price: 250,
        duration: "1 day",
        features: [
          "Priority entry lane",
          "Reserved viewing area near the stage",
          "VIP lounge with complimentary drinks",
        ],
      },
      {
        title: "Platinum Package",
        description:
          "The complete experience, with front-row seating, a backstage tour and the artists' after-party.",
        price: 500,
        duration: "1 day",
        features: [
          "Front-row seating",
          "Backstage tour",
          "Invitation to the after-party",
          "Limited-edition merchandise",
        ],
      },
    ],
  },
];

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  { name: "Priya Sharma", email: "priya.sharma@demo.test" },
  { name: "Arjun Nair", email: "arjun.nair@demo.test" },
  { name: "Kavya Reddy", email: "kavya.reddy@demo.test" },
  { name: "Rahul Verma", email: "rahul.verma@demo.test" },
  { name: "Neha Gupta", email: "neha.gupta@demo.test" },
  { name: "Siddharth Joshi", email: "siddharth.joshi@demo.test" },
  { name: "Fatima Khan", email: "fatima.khan@demo.test" },
  { name: "Karan Malhotra", email: "karan.malhotra@demo.test" },
  { name: "Divya Pillai", email: "divya.pillai@demo.test" },
  { name: "Daniel Brooks", email: "daniel.brooks@demo.test" },
  { name: "Lena Fischer", email: "lena.fischer@demo.test" },
  { name: "Amara Okafor", email: "amara.okafor@demo.test" },
];

export const DEMO_HISTORY: DemoHistoryEntry[] = [
  // Priya Sharma
  {
    customer: "priya.sharma@demo.test",
    service: "Website Performance Audit",
    daysAgo: 95,
    review: {
      rating: 5,
      comment:
        "Clear report with a prioritised list. Our LCP dropped from 4.1s to 1.9s after the fixes.",
    },
  },
  {
    customer: "priya.sharma@demo.test",
    service: "Monthly Stay",
    daysAgo: 88,
    review: {
      rating: 4,
      comment: "Clean room and reliable Wi-Fi. The kitchen gets crowded in the evenings.",
    },
  },
  {
    customer: "priya.sharma@demo.test",
    service: "Fresh Produce Box",
    daysAgo: 30,
    review: { rating: 5, comment: "Vegetables arrived fresh and well packed. Will keep ordering." },
  },
  { customer: "priya.sharma@demo.test", service: "Personal Nutrition Consultation", daysAgo: 12 },

  // Arjun Nair
  {
    customer: "arjun.nair@demo.test",
    service: "Pitch Deck Review Session",
    daysAgo: 110,
    review: {
      rating: 5,
      comment: "Sharp, honest feedback on our traction slide. Worth every coin.",
    },
  },
  {
    customer: "arjun.nair@demo.test",
    service: "Monthly Meetup",
    daysAgo: 75,
    review: {
      rating: 4,
      comment: "Good crowd of early-stage founders. The Q&A ran a bit long.",
    },
  },
  {
    customer: "arjun.nair@demo.test",
    service: "Basic Website",
    daysAgo: 64,
    review: {
      rating: 5,
      comment: "Delivered in under two weeks and the handover document was thorough.",
    },
  },
  { customer: "arjun.nair@demo.test", service: "GST Registration Assistance", daysAgo: 20 },

  // Kavya Reddy
  {
    customer: "kavya.reddy@demo.test",
    service: "Online Yoga for Back Care (8 Sessions)",
    daysAgo: 102,
    review: {
      rating: 5,
      comment: "My lower-back stiffness has eased a lot. The instructor adapts poses really well.",
    },
  },
  { customer: "kavya.reddy@demo.test", service: "Pottery Weekend Workshop", daysAgo: 58 },
  {
    customer: "kavya.reddy@demo.test",
    service: "Weekend Getaway",
    daysAgo: 16,
    review: {
      rating: 5,
      comment: "The homestay in Coorg was beautiful and our guide knew every bird call.",
    },
  },

  // Rahul Verma
  {
    customer: "rahul.verma@demo.test",
    service: "Cloud Cost Optimisation Review",
    daysAgo: 90,
    review: {
      rating: 5,
      comment: "They found close to 30% savings on our AWS bill in the first week.",
    },
  },
  {
    customer: "rahul.verma@demo.test",
    service: "Full-Stack Application",
    daysAgo: 70,
    review: {
      rating: 4,
      comment: "Solid build and good communication. One milestone slipped by a few days.",
    },
  },
  {
    customer: "rahul.verma@demo.test",
    service: "Workshop Session",
    daysAgo: 40,
    review: { rating: 3, comment: "Useful content, but the room was overbooked." },
  },
  { customer: "rahul.verma@demo.test", service: "General Admission", daysAgo: 9 },

  // Neha Gupta
  {
    customer: "neha.gupta@demo.test",
    service: "Instagram Reels Content Pack",
    daysAgo: 85,
    review: {
      rating: 3,
      comment:
        "Good visuals, but delivery was slower than promised and captions needed two rounds of edits.",
    },
  },
  {
    customer: "neha.gupta@demo.test",
    service: "Wellness Package",
    daysAgo: 47,
    review: { rating: 5, comment: "The herbal teas and cold-pressed oils are excellent quality." },
  },
  {
    customer: "neha.gupta@demo.test",
    service: "VIP Experience",
    daysAgo: 14,
    review: { rating: 5, comment: "Lounge access and the seats near the stage made the night." },
  },

  // Siddharth Joshi
  {
    customer: "siddharth.joshi@demo.test",
    service: "Product Management Bootcamp",
    daysAgo: 118,
    review: {
      rating: 5,
      comment: "Practical case studies and great mentors. It helped me land my first PM interview.",
    },
  },
  {
    customer: "siddharth.joshi@demo.test",
    service: "Startup Financial Model Template & Walkthrough",
    daysAgo: 66,
    review: { rating: 4 },
  },
  {
    customer: "siddharth.joshi@demo.test",
    service: "Annual Conference",
    daysAgo: 33,
    review: { rating: 4, comment: "Strong speaker line-up. Lunch queues were long." },
  },
  {
    customer: "siddharth.joshi@demo.test",
    service: "LinkedIn Founder Branding Program",
    daysAgo: 7,
  },

  // Fatima Khan
  {
    customer: "fatima.khan@demo.test",
    service: "Home Declutter & Organisation Session",
    daysAgo: 77,
    review: {
      rating: 5,
      comment: "Our wardrobe and kitchen finally make sense. A very respectful team.",
    },
  },
  { customer: "fatima.khan@demo.test", service: "Balcony Kitchen Garden Setup", daysAgo: 52 },
  {
    customer: "fatima.khan@demo.test",
    service: "Daily Stay",
    daysAgo: 24,
    review: { rating: 3, comment: "Fine for a night, but check-in took longer than expected." },
  },

  // Karan Malhotra
  {
    customer: "karan.malhotra@demo.test",
    service: "Brand Identity Starter Kit",
    daysAgo: 100,
    answers: { q_logo_use: "A chain of three cafés in Pune, opening a fourth this year." },
    review: {
      rating: 5,
      comment: "The guidelines PDF is something our whole team actually uses.",
    },
  },
  {
    customer: "karan.malhotra@demo.test",
    service: "Go-to-Market Strategy Sprint",
    daysAgo: 60,
    answers: { q_gtm_product: "Roasted coffee beans, sold to cafés and offices." },
    review: {
      rating: 4,
      comment: "Structured and data-driven. The channel experiments were the most useful part.",
    },
  },
  {
    customer: "karan.malhotra@demo.test",
    service: "Stand-up Comedy Night for Teams",
    daysAgo: 21,
    review: { rating: 5, comment: "The highlight of our offsite. Clean, clever material." },
  },
  {
    customer: "karan.malhotra@demo.test",
    service: "Platinum Package",
    daysAgo: 5,
    review: {
      rating: 5,
      comment: "The backstage tour and after-party were worth the upgrade.",
    },
  },

  // Divya Pillai
  { customer: "divya.pillai@demo.test", service: "Mobile App UI Design (5 Screens)", daysAgo: 81 },
  {
    customer: "divya.pillai@demo.test",
    service: "Heritage Walk of Old Delhi",
    daysAgo: 44,
    review: {
      rating: 5,
      comment: "Great stories, beautiful havelis and the best parathas I've had. Highly recommend.",
    },
  },
  {
    customer: "divya.pillai@demo.test",
    service: "Premium Bundle",
    daysAgo: 18,
    review: {
      rating: 2,
      comment: "Two items were missing from the box. Support replaced them, but it took a week.",
    },
  },

  // Daniel Brooks
  {
    customer: "daniel.brooks@demo.test",
    service: "Custom Itinerary Planning",
    daysAgo: 97,
    review: {
      rating: 5,
      comment: "Our Rajasthan route was perfectly paced, and the train bookings were all sorted.",
    },
  },
  {
    customer: "daniel.brooks@demo.test",
    service: "Week-long Adventure",
    daysAgo: 62,
    review: { rating: 4, comment: "Spiti was breathtaking. Long driving days, as expected." },
  },
  { customer: "daniel.brooks@demo.test", service: "Travel Photography Masterclass", daysAgo: 38 },
  { customer: "daniel.brooks@demo.test", service: "Weekly Stay", daysAgo: 3 },

  // Lena Fischer
  { customer: "lena.fischer@demo.test", service: "WhatsApp Business API Integration", daysAgo: 73 },
  {
    customer: "lena.fischer@demo.test",
    service: "Extended Journey",
    daysAgo: 49,
    review: {
      rating: 5,
      comment: "Two weeks in the Northeast with wonderful hosts and almost no plastic waste.",
    },
  },
  {
    customer: "lena.fischer@demo.test",
    service: "Acoustic Duo for Private Events",
    daysAgo: 11,
    review: { rating: 5, comment: "They read the room beautifully at our anniversary dinner." },
  },

  // Amara Okafor
  {
    customer: "amara.okafor@demo.test",
    service: "SEO Keyword Research Report",
    daysAgo: 105,
    review: {
      rating: 2,
      comment: "The keyword list felt generic and not specific to our niche.",
    },
  },
  {
    customer: "amara.okafor@demo.test",
    service: "Home Waste Audit & Composting Setup",
    daysAgo: 56,
    review: {
      rating: 5,
      comment: "Our bin is half the size now and the compost is already working.",
    },
  },
  {
    customer: "amara.okafor@demo.test",
    service: "Weekly Stay",
    daysAgo: 26,
    review: { rating: 4, comment: "Comfortable week in a good location near the metro." },
  },

  // The demo organization's recent deliveries, so its dashboard's month and 30-day chart show
  // earnings (older ones are above, with their reviews).
  { customer: "priya.sharma@demo.test", service: "SEO Keyword Research Report", daysAgo: 6 },
  { customer: "arjun.nair@demo.test", service: "Website Performance Audit", daysAgo: 9 },
  { customer: "neha.gupta@demo.test", service: "Mobile App UI Design (5 Screens)", daysAgo: 15 },
  { customer: "kavya.reddy@demo.test", service: "WhatsApp Business API Integration", daysAgo: 22 },
  { customer: "daniel.brooks@demo.test", service: "SEO Keyword Research Report", daysAgo: 33 },
  { customer: "rahul.verma@demo.test", service: "Website Performance Audit", daysAgo: 41 },
  { customer: "amara.okafor@demo.test", service: "Website Performance Audit", daysAgo: 52 },

  // In progress: booked recently, the coins still held in escrow.
  {
    customer: "karan.malhotra@demo.test",
    service: "Mobile App UI Design (5 Screens)",
    daysAgo: 2,
    active: true,
  },
  {
    customer: "lena.fischer@demo.test",
    service: "Cloud Cost Optimisation Review",
    daysAgo: 1,
    active: true,
  },
  {
    customer: "siddharth.joshi@demo.test",
    service: "SEO Keyword Research Report",
    daysAgo: 0,
    active: true,
  },
  {
    customer: "fatima.khan@demo.test",
    service: "Online Yoga for Back Care (8 Sessions)",
    daysAgo: 3,
    active: true,
  },
];

/**
 * The demo organization has converted before: two requests paid (the admin recorded each
 * transfer's reference), one rejected (its coins came back), one approved and processing (its
 * payout not yet confirmed: the admin records it on /admin/conversions), and one waiting for the
 * demo admin. Made without payout details (the demo org adds its own before its first request);
 * the earnings from DEMO_HISTORY cover them.
 */
export const DEMO_CONVERSIONS: DemoConversion[] = [
  {
    org: "brightpath",
    amount: 1500,
    currency: "INR",
    daysAgo: 40,
    decided: {
      daysAgo: 38,
      decision: "approve",
      paid: { daysAgo: 37, reference: "HDFCN52620481937" },
    },
  },
  {
    org: "brightpath",
    amount: 500,
    currency: "USD",
    daysAgo: 20,
    decided: { daysAgo: 19, decision: "reject", reason: "Administrative decision" },
  },
  {
    org: "brightpath",
    amount: 300,
    currency: "INR",
    daysAgo: 12,
    decided: {
      daysAgo: 11,
      decision: "approve",
      paid: { daysAgo: 10, reference: "ICICN52621175402" },
    },
  },
  {
    org: "brightpath",
    amount: 250,
    currency: "INR",
    daysAgo: 5,
    decided: { daysAgo: 4, decision: "approve" },
  },
  { org: "brightpath", amount: 800, currency: "INR", daysAgo: 2 },
];
