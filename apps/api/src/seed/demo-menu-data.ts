/**
 * The demo's sample menus: an Indian restaurant (about 40 dishes across the spec's default
 * categories) and a neighbourhood grocery store (about 150 products with variants). Prices are in
 * rupees here and stored in paise.
 */
import type { Allergen, MenuTag } from '@scanorder/shared/menu/option-groups';

type GroupOption = [value: string, additionalRupees: number, allergens?: Allergen[]];
interface DemoGroup {
  name: string;
  min: number;
  max: number;
  options: GroupOption[];
}

export interface DemoDish {
  category: string;
  name: string;
  description: string;
  rupees: number;
  tags?: MenuTag[];
  allergens?: Allergen[];
  selectors?: DemoGroup[];
  modifiers?: DemoGroup[];
  incrementors?: DemoGroup[];
}

const spiceLevel: DemoGroup = {
  name: 'Spice level',
  min: 1,
  max: 1,
  options: [
    ['Mild', 0],
    ['Medium', 0],
    ['Hot', 0],
  ],
};
const portion: DemoGroup = {
  name: 'Portion',
  min: 1,
  max: 1,
  options: [
    ['Regular', 0],
    ['Large', 80],
  ],
};
const drinkSize: DemoGroup = {
  name: 'Size',
  min: 1,
  max: 1,
  options: [
    ['300 ml', 0],
    ['500 ml', 40],
  ],
};
const sweetness: DemoGroup = {
  name: 'Sweetness',
  min: 0,
  max: 1,
  options: [
    ['Less sugar', 0],
    ['No sugar', 0],
  ],
};
const curryExtras: DemoGroup = {
  name: 'Extras',
  min: 0,
  max: 3,
  options: [
    ['Extra gravy', 40],
    ['Fresh cream', 30, ['Milk']],
    ['Cashew paste', 50, ['Tree nuts']],
  ],
};
const breads: DemoGroup = {
  name: 'Breads',
  min: 0,
  max: 6,
  options: [
    ['Butter naan', 60, ['Cereals containing gluten', 'Milk']],
    ['Tandoori roti', 35, ['Cereals containing gluten']],
    ['Garlic naan', 70, ['Cereals containing gluten', 'Milk']],
  ],
};
const pizzaToppings: DemoGroup = {
  name: 'Toppings',
  min: 0,
  max: 4,
  options: [
    ['Extra cheese', 60, ['Milk']],
    ['Jalapeños', 40],
    ['Olives', 40],
    ['Paneer cubes', 70, ['Milk']],
    ['Mushrooms', 50],
  ],
};
const crust: DemoGroup = {
  name: 'Crust',
  min: 1,
  max: 1,
  options: [
    ['Thin crust', 0, ['Cereals containing gluten']],
    ['Whole wheat', 30, ['Cereals containing gluten']],
  ],
};
const dips: DemoGroup = {
  name: 'Dips',
  min: 0,
  max: 4,
  options: [
    ['Mint chutney', 20],
    ['Tamarind chutney', 20],
    ['Garlic mayo', 30, ['Eggs']],
  ],
};
const scoops: DemoGroup = {
  name: 'Extra scoops',
  min: 0,
  max: 3,
  options: [
    ['Vanilla scoop', 60, ['Milk']],
    ['Chocolate scoop', 70, ['Milk']],
  ],
};
const dressing: DemoGroup = {
  name: 'Dressing',
  min: 1,
  max: 1,
  options: [
    ['Lemon herb', 0],
    ['Yoghurt mint', 0, ['Milk']],
    ['Honey mustard', 20, ['Mustard']],
  ],
};
const saladAddOns: DemoGroup = {
  name: 'Add protein',
  min: 0,
  max: 2,
  options: [
    ['Grilled paneer', 90, ['Milk']],
    ['Grilled chicken', 120],
    ['Boiled egg', 40, ['Eggs']],
  ],
};

export const DEMO_RESTAURANT_DISHES: DemoDish[] = [
  {
    category: 'Entrees',
    name: 'Butter Chicken',
    description: 'Tandoor-roasted chicken simmered in a silky tomato, butter and fenugreek gravy.',
    rupees: 389,
    tags: ['Popular'],
    allergens: ['Milk', 'Tree nuts'],
    selectors: [spiceLevel, portion],
    modifiers: [curryExtras],
    incrementors: [breads],
  },
  {
    category: 'Entrees',
    name: 'Paneer Butter Masala',
    description: 'Cottage cheese in a rich, mildly spiced tomato and cashew gravy.',
    rupees: 329,
    tags: ['Popular', 'Vegetarian'],
    allergens: ['Milk', 'Tree nuts'],
    selectors: [spiceLevel, portion],
    modifiers: [curryExtras],
    incrementors: [breads],
  },
  {
    category: 'Entrees',
    name: 'Chettinad Chicken Curry',
    description: 'Fiery Karaikudi-style curry with freshly roasted black pepper and star anise.',
    rupees: 369,
    tags: ['Spicy'],
    selectors: [spiceLevel],
    incrementors: [breads],
  },
  {
    category: 'Entrees',
    name: 'Hyderabadi Veg Biryani',
    description:
      'Fragrant basmati layered with vegetables, saffron and fried onions, sealed and slow-cooked.',
    rupees: 299,
    tags: ['Vegetarian'],
    allergens: ['Milk'],
    selectors: [spiceLevel, portion],
    modifiers: [
      {
        name: 'Sides',
        min: 0,
        max: 2,
        options: [
          ['Raita', 40, ['Milk']],
          ['Mirchi ka salan', 60, ['Peanuts', 'Sesame']],
        ],
      },
    ],
  },
  {
    category: 'Entrees',
    name: 'Mutton Rogan Josh',
    description: 'Kashmiri slow-braised lamb with Kashmiri chilli and fennel.',
    rupees: 449,
    tags: ['Spicy'],
    allergens: ['Milk'],
    selectors: [spiceLevel],
    incrementors: [breads],
  },
  {
    category: 'Entrees',
    name: 'Dal Makhani',
    description: 'Black lentils simmered overnight with butter and cream.',
    rupees: 259,
    tags: ['Vegetarian', 'Gluten Friendly'],
    allergens: ['Milk'],
    selectors: [portion],
    incrementors: [breads],
  },
  {
    category: 'Entrees',
    name: 'Kerala Fish Curry',
    description: 'Seer fish in a tangy coconut and kudampuli gravy.',
    rupees: 419,
    tags: ['Gluten Friendly'],
    allergens: ['Fish', 'Mustard'],
    selectors: [spiceLevel],
  },
  {
    category: 'Appetizer',
    name: 'Veg Samosa',
    description: 'Crisp pastry filled with spiced potato and peas, two pieces.',
    rupees: 99,
    tags: ['Vegetarian', 'Vegan'],
    allergens: ['Cereals containing gluten'],
    incrementors: [dips],
  },
  {
    category: 'Appetizer',
    name: 'Onion Pakoda',
    description: 'Onion fritters in a spiced gram-flour batter.',
    rupees: 129,
    tags: ['Vegan', 'Gluten Friendly'],
    incrementors: [dips],
  },
  {
    category: 'Appetizer',
    name: 'Pani Puri',
    description: 'Hollow puris with potato, chickpeas and tangy mint water, eight pieces.',
    rupees: 119,
    tags: ['Popular', 'Vegan'],
    allergens: ['Cereals containing gluten'],
    selectors: [spiceLevel],
  },
  {
    category: 'Appetizer',
    name: 'Chicken 65',
    description: 'Chennai-style crispy fried chicken with curry leaves and red chilli.',
    rupees: 279,
    tags: ['Spicy', 'Popular'],
    allergens: ['Eggs'],
    selectors: [spiceLevel],
    incrementors: [dips],
  },
  {
    category: 'Appetizer',
    name: 'Gobi Manchurian',
    description: 'Cauliflower florets tossed in a garlicky Indo-Chinese sauce.',
    rupees: 219,
    tags: ['Vegetarian'],
    allergens: ['Soybeans', 'Cereals containing gluten'],
    selectors: [
      {
        name: 'Style',
        min: 1,
        max: 1,
        options: [
          ['Dry', 0],
          ['Gravy', 20],
        ],
      },
    ],
  },
  {
    category: 'CoolDrinks',
    name: 'Mango Lassi',
    description: 'Alphonso mango blended with chilled yoghurt.',
    rupees: 129,
    tags: ['Popular', 'Vegetarian'],
    allergens: ['Milk'],
    selectors: [drinkSize],
    modifiers: [sweetness],
  },
  {
    category: 'CoolDrinks',
    name: 'Fresh Lime Soda',
    description: 'Fresh lime with soda, sweet, salted or both.',
    rupees: 89,
    tags: ['Vegan'],
    selectors: [
      {
        name: 'Taste',
        min: 1,
        max: 1,
        options: [
          ['Sweet', 0],
          ['Salted', 0],
          ['Mixed', 0],
        ],
      },
    ],
  },
  {
    category: 'CoolDrinks',
    name: 'Rose Falooda',
    description: 'Rose syrup, vermicelli, basil seeds and ice cream in chilled milk.',
    rupees: 159,
    tags: ['Vegetarian'],
    allergens: ['Milk', 'Cereals containing gluten'],
    incrementors: [scoops],
  },
  {
    category: 'CoolDrinks',
    name: 'Masala Buttermilk',
    description: 'Spiced buttermilk with ginger, green chilli and curry leaves.',
    rupees: 69,
    tags: ['Vegetarian', 'Gluten Friendly'],
    allergens: ['Milk'],
    selectors: [drinkSize],
  },
  {
    category: 'CoolDrinks',
    name: 'Filter Coffee Frappé',
    description: 'South Indian decoction coffee shaken with milk and ice.',
    rupees: 139,
    allergens: ['Milk'],
    selectors: [drinkSize],
    modifiers: [sweetness],
  },
  {
    category: 'Desserts',
    name: 'Gulab Jamun',
    description: 'Warm milk dumplings soaked in cardamom syrup, two pieces.',
    rupees: 99,
    tags: ['Popular', 'Vegetarian'],
    allergens: ['Milk', 'Cereals containing gluten'],
    incrementors: [scoops],
  },
  {
    category: 'Desserts',
    name: 'Rasmalai',
    description: 'Soft chenna discs in saffron and pistachio milk.',
    rupees: 149,
    tags: ['Vegetarian'],
    allergens: ['Milk', 'Tree nuts'],
  },
  {
    category: 'Desserts',
    name: 'Carrot Halwa',
    description: 'Slow-cooked carrots with ghee, milk and cashews.',
    rupees: 139,
    tags: ['Vegetarian', 'Gluten Friendly'],
    allergens: ['Milk', 'Tree nuts'],
    incrementors: [scoops],
  },
  {
    category: 'Desserts',
    name: 'Kulfi Falooda',
    description: 'Malai kulfi over rose falooda.',
    rupees: 169,
    tags: ['Vegetarian'],
    allergens: ['Milk', 'Cereals containing gluten', 'Tree nuts'],
  },
  {
    category: 'Pizzas and FlatBreads',
    name: 'Paneer Tikka Pizza',
    description: 'Tandoori paneer, peppers and onions on a thin crust.',
    rupees: 349,
    tags: ['Vegetarian', 'Popular'],
    allergens: ['Milk', 'Cereals containing gluten'],
    selectors: [crust],
    modifiers: [pizzaToppings],
  },
  {
    category: 'Pizzas and FlatBreads',
    name: 'Chicken Tikka Pizza',
    description: 'Smoky chicken tikka, red onion and coriander.',
    rupees: 399,
    allergens: ['Milk', 'Cereals containing gluten'],
    selectors: [crust],
    modifiers: [pizzaToppings],
  },
  {
    category: 'Pizzas and FlatBreads',
    name: 'Margherita',
    description: 'Tomato, mozzarella and basil.',
    rupees: 279,
    tags: ['Vegetarian'],
    allergens: ['Milk', 'Cereals containing gluten'],
    selectors: [crust],
    modifiers: [pizzaToppings],
  },
  {
    category: 'Pizzas and FlatBreads',
    name: 'Cheese Garlic Naan',
    description: 'Tandoor naan stuffed with cheese and garlic butter.',
    rupees: 149,
    tags: ['Vegetarian'],
    allergens: ['Milk', 'Cereals containing gluten'],
  },
  {
    category: 'Pizzas and FlatBreads',
    name: 'Kerala Parotta',
    description: 'Flaky layered flatbread, two pieces.',
    rupees: 79,
    tags: ['Vegetarian'],
    allergens: ['Cereals containing gluten', 'Milk'],
    incrementors: [
      {
        name: 'Extra parotta',
        min: 0,
        max: 4,
        options: [['Parotta', 35, ['Cereals containing gluten']]],
      },
    ],
  },
  {
    category: 'Sides',
    name: 'Jeera Rice',
    description: 'Basmati tempered with cumin and ghee.',
    rupees: 149,
    tags: ['Vegetarian', 'Gluten Friendly'],
    allergens: ['Milk'],
  },
  {
    category: 'Sides',
    name: 'Cucumber Raita',
    description: 'Whisked yoghurt with cucumber and roasted cumin.',
    rupees: 79,
    tags: ['Vegetarian', 'Gluten Friendly'],
    allergens: ['Milk'],
  },
  {
    category: 'Sides',
    name: 'Masala Papad',
    description: 'Roasted papad topped with onion, tomato and chaat masala.',
    rupees: 59,
    tags: ['Vegan'],
  },
  {
    category: 'Sides',
    name: 'Mixed Pickle',
    description: 'House-made mango, lime and chilli pickle.',
    rupees: 39,
    tags: ['Spicy', 'Vegan'],
    allergens: ['Mustard', 'Sesame'],
  },
  {
    category: 'Starter',
    name: 'Paneer Tikka',
    description: 'Cottage cheese cubes marinated in yoghurt and spices, grilled in the tandoor.',
    rupees: 289,
    tags: ['Popular', 'Vegetarian'],
    allergens: ['Milk', 'Mustard'],
    selectors: [spiceLevel],
    modifiers: [
      {
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          ['Extra paneer', 90, ['Milk']],
          ['Grilled peppers', 40],
        ],
      },
    ],
    incrementors: [dips],
  },
  {
    category: 'Starter',
    name: 'Tandoori Chicken',
    description: 'Half chicken marinated overnight and charred in the tandoor.',
    rupees: 379,
    tags: ['Spicy'],
    allergens: ['Milk', 'Mustard'],
    selectors: [
      {
        name: 'Size',
        min: 1,
        max: 1,
        options: [
          ['Half', 0],
          ['Full', 320],
        ],
      },
    ],
    incrementors: [dips],
  },
  {
    category: 'Starter',
    name: 'Hara Bhara Kabab',
    description: 'Spinach, pea and potato patties with mint.',
    rupees: 229,
    tags: ['Vegetarian', 'Vegan'],
    incrementors: [dips],
  },
  {
    category: 'Starter',
    name: 'Prawn Koliwada',
    description: 'Mumbai-style crisp fried prawns with carom seeds.',
    rupees: 429,
    tags: ['Spicy'],
    allergens: ['Crustaceans'],
    selectors: [spiceLevel],
  },
  {
    category: 'Soups',
    name: 'Tomato Rasam',
    description: 'Peppery South Indian tomato and tamarind broth.',
    rupees: 109,
    tags: ['Vegan', 'Spicy', 'Gluten Friendly'],
    allergens: ['Mustard'],
    selectors: [portion],
  },
  {
    category: 'Soups',
    name: 'Sweet Corn Soup',
    description: 'Creamy sweet corn and vegetable soup.',
    rupees: 129,
    tags: ['Vegetarian'],
    allergens: ['Celery', 'Soybeans'],
    selectors: [portion],
  },
  {
    category: 'Soups',
    name: 'Mulligatawny',
    description: 'Lentil and vegetable soup with a hint of curry and coconut.',
    rupees: 139,
    tags: ['Vegan', 'Gluten Friendly'],
    allergens: ['Celery'],
  },
  {
    category: 'Salads',
    name: 'Kachumber Salad',
    description: 'Diced cucumber, tomato and onion with lime and chaat masala.',
    rupees: 119,
    tags: ['Vegan', 'Gluten Friendly'],
    selectors: [dressing],
    modifiers: [saladAddOns],
  },
  {
    category: 'Salads',
    name: 'Chana Chaat Salad',
    description: 'Chickpeas, pomegranate and crunchy sev with tamarind.',
    rupees: 149,
    tags: ['Vegetarian'],
    allergens: ['Cereals containing gluten'],
    selectors: [dressing],
    modifiers: [saladAddOns],
  },
  {
    category: 'Salads',
    name: 'Sprouts Salad',
    description: 'Mung sprouts, peanuts, carrot and coriander.',
    rupees: 129,
    tags: ['Vegan', 'Gluten Friendly'],
    allergens: ['Peanuts'],
    selectors: [dressing],
    modifiers: [saladAddOns],
  },
];

/** [name, base rupees, variant name, [variant value, rupees][]] per grocery category. */
type DemoProduct = [
  name: string,
  rupees: number,
  variantName?: string,
  variants?: [string, number][],
];

const weights = (base: number): [string, number][] => [
  ['500 g', base],
  ['1 kg', Math.round(base * 1.9)],
];
const litres = (base: number): [string, number][] => [
  ['500 ml', base],
  ['1 L', Math.round(base * 1.85)],
];
const packs = (base: number): [string, number][] => [
  ['Single', base],
  ['Pack of 3', Math.round(base * 2.8)],
];

export const DEMO_GROCERY_PRODUCTS: Record<string, DemoProduct[]> = {
  Produce: [
    ['Tomatoes', 40, 'Weight', weights(40)],
    ['Onions', 35, 'Weight', weights(35)],
    ['Potatoes', 30, 'Weight', weights(30)],
    ['Green Chillies', 20],
    ['Coriander Bunch', 15],
    ['Curry Leaves', 10],
    [
      'Ginger',
      30,
      'Weight',
      [
        ['100 g', 30],
        ['250 g', 70],
      ],
    ],
    [
      'Garlic',
      45,
      'Weight',
      [
        ['100 g', 45],
        ['250 g', 105],
      ],
    ],
  ],
  Condiments: [
    [
      'Tomato Ketchup',
      120,
      'Size',
      [
        ['500 g', 120],
        ['1 kg', 215],
      ],
    ],
    ['Mango Pickle', 150],
    ['Green Chutney', 90],
    ['Soy Sauce', 85],
    [
      'Mayonnaise',
      110,
      'Size',
      [
        ['250 g', 110],
        ['500 g', 199],
      ],
    ],
    ['Mustard Sauce', 95],
    ['Chilli Sauce', 80],
    ['Tamarind Paste', 70],
  ],
  'Baking/Spices': [
    [
      'Turmeric Powder',
      60,
      'Size',
      [
        ['100 g', 60],
        ['200 g', 110],
      ],
    ],
    [
      'Red Chilli Powder',
      75,
      'Size',
      [
        ['100 g', 75],
        ['200 g', 140],
      ],
    ],
    ['Garam Masala', 90],
    ['Cumin Seeds', 80],
    ['Baking Powder', 45],
    ['Cardamom', 160],
    ['Black Pepper', 120],
    ['Mustard Seeds', 40],
  ],
  'Bread/Grains': [
    [
      'Basmati Rice',
      180,
      'Weight',
      [
        ['1 kg', 180],
        ['5 kg', 849],
      ],
    ],
    [
      'Sona Masoori Rice',
      70,
      'Weight',
      [
        ['1 kg', 70],
        ['5 kg', 330],
      ],
    ],
    [
      'Whole Wheat Atta',
      55,
      'Weight',
      [
        ['1 kg', 55],
        ['5 kg', 260],
      ],
    ],
    ['Brown Bread', 50],
    ['Pav Buns', 40],
    [
      'Rolled Oats',
      150,
      'Size',
      [
        ['500 g', 150],
        ['1 kg', 280],
      ],
    ],
    ['Poha', 60],
    ['Rava (Semolina)', 50],
  ],
  'For the Home': [
    ['Dishwash Liquid', 99, 'Size', litres(99)],
    ['Floor Cleaner', 120, 'Size', litres(120)],
    ['Garbage Bags', 90],
    ['Kitchen Towels', 110, 'Pack', packs(110)],
    ['Aluminium Foil', 130],
    ['Scrub Pads', 45, 'Pack', packs(45)],
    ['Matchboxes', 10],
    ['Camphor Tablets', 60],
  ],
  Beverages: [
    [
      'Filter Coffee Powder',
      220,
      'Size',
      [
        ['250 g', 220],
        ['500 g', 420],
      ],
    ],
    [
      'Assam Tea',
      180,
      'Size',
      [
        ['250 g', 180],
        ['500 g', 340],
      ],
    ],
    ['Mango Juice', 99, 'Size', litres(99)],
    ['Coconut Water', 45],
    ['Lemon Soda', 30],
    ['Green Tea Bags', 160],
    [
      'Cola',
      40,
      'Size',
      [
        ['750 ml', 40],
        ['2 L', 95],
      ],
    ],
    [
      'Mineral Water',
      20,
      'Size',
      [
        ['1 L', 20],
        ['5 L', 80],
      ],
    ],
  ],
  'Dairy & Eggs': [
    ['Toned Milk', 28, 'Size', litres(28)],
    [
      'Curd',
      35,
      'Size',
      [
        ['400 g', 35],
        ['1 kg', 80],
      ],
    ],
    [
      'Paneer',
      90,
      'Size',
      [
        ['200 g', 90],
        ['500 g', 210],
      ],
    ],
    [
      'Butter',
      56,
      'Size',
      [
        ['100 g', 56],
        ['500 g', 270],
      ],
    ],
    [
      'Ghee',
      320,
      'Size',
      [
        ['500 ml', 320],
        ['1 L', 610],
      ],
    ],
    [
      'Eggs',
      42,
      'Pack',
      [
        ['6 eggs', 42],
        ['12 eggs', 80],
        ['30 eggs', 190],
      ],
    ],
    ['Cheese Slices', 140],
    ['Fresh Cream', 65],
  ],
  Snacks: [
    ['Banana Chips', 60],
    ['Masala Peanuts', 50],
    ['Murukku', 70],
    ['Potato Chips', 20, 'Pack', packs(20)],
    ['Mixture', 65],
    ['Khakhra', 75],
    ['Roasted Makhana', 120],
    [
      'Salted Cashews',
      240,
      'Size',
      [
        ['100 g', 240],
        ['250 g', 560],
      ],
    ],
  ],
  Toiletries: [
    ['Toothpaste', 95, 'Pack', packs(95)],
    ['Toothbrush', 40, 'Pack', packs(40)],
    [
      'Bath Soap',
      45,
      'Pack',
      [
        ['Single', 45],
        ['Pack of 4', 165],
      ],
    ],
    [
      'Shampoo',
      180,
      'Size',
      [
        ['180 ml', 180],
        ['340 ml', 310],
      ],
    ],
    ['Hand Wash', 99],
    [
      'Toilet Paper',
      160,
      'Pack',
      [
        ['4 rolls', 160],
        ['10 rolls', 380],
      ],
    ],
    ['Shaving Cream', 120],
    ['Deodorant', 199],
  ],
  'Frozen Foods': [
    [
      'Frozen Green Peas',
      90,
      'Size',
      [
        ['500 g', 90],
        ['1 kg', 170],
      ],
    ],
    ['Frozen Parotta', 120],
    ['Veg Momos', 150],
    [
      'French Fries',
      130,
      'Size',
      [
        ['400 g', 130],
        ['1 kg', 290],
      ],
    ],
    ['Vanilla Ice Cream', 180, 'Size', litres(180)],
    ['Frozen Sweet Corn', 95],
    ['Chicken Nuggets', 240],
    ['Malabar Paratha', 110],
  ],
  Pets: [
    [
      'Dog Food',
      450,
      'Weight',
      [
        ['1 kg', 450],
        ['3 kg', 1250],
      ],
    ],
    [
      'Cat Food',
      380,
      'Weight',
      [
        ['1 kg', 380],
        ['3 kg', 1050],
      ],
    ],
    ['Dog Treats', 220],
    ['Cat Litter', 350],
    ['Pet Shampoo', 280],
    ['Chew Toy', 199],
    ['Bird Seed', 160],
    ['Fish Flakes', 120],
  ],
  'Meat/Fish': [
    ['Chicken Curry Cut', 240, 'Weight', weights(240)],
    ['Chicken Breast', 320, 'Weight', weights(320)],
    ['Mutton Curry Cut', 450, 'Weight', weights(450)],
    ['Seer Fish Steaks', 520, 'Weight', weights(520)],
    ['Prawns', 480, 'Weight', weights(480)],
    ['Rohu Fish', 260, 'Weight', weights(260)],
    ['Chicken Keema', 280],
    ['Pomfret', 560],
  ],
  Fruit: [
    [
      'Bananas',
      50,
      'Pack',
      [
        ['6 pieces', 50],
        ['12 pieces', 95],
      ],
    ],
    [
      'Alphonso Mangoes',
      450,
      'Pack',
      [
        ['6 pieces', 450],
        ['12 pieces', 860],
      ],
    ],
    ['Apples', 180, 'Weight', weights(180)],
    ['Pomegranate', 160, 'Weight', weights(160)],
    ['Papaya', 60],
    ['Guava', 80, 'Weight', weights(80)],
    ['Grapes', 120, 'Weight', weights(120)],
    ['Watermelon', 70],
  ],
  'Canned Goods': [
    ['Chickpeas', 85],
    ['Baked Beans', 99],
    ['Sweet Corn Kernels', 90],
    ['Pineapple Slices', 130],
    ['Tuna Chunks', 180],
    [
      'Coconut Milk',
      75,
      'Size',
      [
        ['200 ml', 75],
        ['400 ml', 135],
      ],
    ],
    ['Tomato Puree', 50],
    ['Rasgulla Tin', 160],
  ],
  'Baby & Child': [
    [
      'Baby Diapers',
      499,
      'Size',
      [
        ['Small', 499],
        ['Medium', 549],
        ['Large', 599],
      ],
    ],
    ['Baby Wipes', 150, 'Pack', packs(150)],
    ['Baby Cereal', 280],
    ['Baby Lotion', 220],
    ['Baby Shampoo', 210],
    ['Teether', 180],
    ['Feeding Bottle', 260],
    ['Baby Powder', 160],
  ],
  'Personal Care': [
    [
      'Coconut Hair Oil',
      110,
      'Size',
      [
        ['200 ml', 110],
        ['500 ml', 250],
      ],
    ],
    ['Face Wash', 160],
    ['Moisturiser', 210],
    ['Sunscreen', 320],
    ['Lip Balm', 90],
    [
      'Sanitary Pads',
      99,
      'Pack',
      [
        ['Regular', 99],
        ['XL', 129],
      ],
    ],
    ['Cotton Buds', 50],
    ['Hair Comb', 40],
  ],
  Medicine: [
    ['Paracetamol Tablets', 30],
    [
      'Antiseptic Liquid',
      120,
      'Size',
      [
        ['100 ml', 120],
        ['500 ml', 420],
      ],
    ],
    ['Adhesive Bandages', 60],
    [
      'ORS Sachets',
      25,
      'Pack',
      [
        ['Single', 25],
        ['Pack of 10', 230],
      ],
    ],
    ['Cough Syrup', 110],
    ['Pain Relief Balm', 95],
    ['Digital Thermometer', 250],
    ['Vitamin C Tablets', 140],
  ],
  Pantry: [
    ['Toor Dal', 160, 'Weight', weights(160)],
    ['Moong Dal', 140, 'Weight', weights(140)],
    ['Chana Dal', 110, 'Weight', weights(110)],
    [
      'Sunflower Oil',
      160,
      'Size',
      [
        ['1 L', 160],
        ['5 L', 780],
      ],
    ],
    [
      'Groundnut Oil',
      210,
      'Size',
      [
        ['1 L', 210],
        ['5 L', 1020],
      ],
    ],
    [
      'Sugar',
      48,
      'Weight',
      [
        ['1 kg', 48],
        ['5 kg', 235],
      ],
    ],
    ['Rock Salt', 40],
    ['Jaggery', 70, 'Weight', weights(70)],
  ],
  Candy: [
    [
      'Milk Chocolate Bar',
      50,
      'Size',
      [
        ['Small', 50],
        ['Large', 120],
      ],
    ],
    ['Mango Candy', 30],
    ['Lollipops', 60],
    ['Toffees', 45],
    ['Peanut Chikki', 40],
    ['Mint Drops', 25],
    ['Gummy Bears', 90],
    ['Dark Chocolate', 180],
  ],
};
