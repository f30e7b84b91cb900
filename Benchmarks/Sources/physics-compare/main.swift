import ReferenceScene
let world = Box2DReferenceWorld(ReferenceScene(count: 500))!
world.step(1200)
print(world.awakeCount, world.state(of: 0))
